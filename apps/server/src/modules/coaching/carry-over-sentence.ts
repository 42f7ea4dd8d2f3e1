import { coachingConstants, type CarryOverSide } from "@dugout/contracts/coaching";

/**
 * The plain sentence under a carry-over chart (docs/requirements/coaching.md#carry-over-sentences). It claims only
 * what the data supports: a side (practice or real calls) rose or fell only with at least `minCallsEachSide` calls
 * before AND after the assignment's start, and a change smaller than `heldWithinPoints` is said to have held.
 */

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "3 March", with the year when it is not the current one ("3 March 2025"). */
export function dayAndMonth(day: string, today: string): string {
  const [year, month, date] = day.split("-").map(Number);
  const text = `${date ?? ""} ${months[(month ?? 1) - 1] ?? ""}`;
  return day.slice(0, 4) === today.slice(0, 4) ? text : `${text} ${year ?? ""}`;
}

type Verdict =
  | { kind: "change"; verb: "rose" | "fell"; from: number; to: number }
  | { kind: "held"; at: number }
  | { kind: "few_after" }
  | { kind: "few_before" };

export function verdictOf(side: CarryOverSide): Verdict {
  const min = coachingConstants.minCallsEachSide;
  if (side.calls_after < min || side.after === null) return { kind: "few_after" };
  if (side.calls_before < min || side.before === null) return { kind: "few_before" };
  const from = Math.round(side.before);
  const to = Math.round(side.after);
  if (Math.abs(to - from) < coachingConstants.heldWithinPoints) return { kind: "held", at: to };
  return { kind: "change", verb: to > from ? "rose" : "fell", from, to };
}

const sideName = { practice: "practice", real: "real" } as const;

function statement(verdict: Verdict, side: keyof typeof sideName, omitVerb = false): string {
  if (verdict.kind === "held") return `${omitVerb ? "" : "held "}at ${verdict.at} on ${sideName[side]} calls`;
  if (verdict.kind === "change") {
    return `${omitVerb ? "" : `${verdict.verb} `}from ${verdict.from} to ${verdict.to} on ${sideName[side]} calls`;
  }
  return verdict.kind === "few_after"
    ? `not enough ${sideName[side]} calls since the assignment to say`
    : `not enough ${sideName[side]} calls before the assignment to compare`;
}

const says = (verdict: Verdict): boolean => verdict.kind === "change" || verdict.kind === "held";

export function carryOverSentence(
  label: string,
  practice: CarryOverSide,
  real: CarryOverSide,
  since: string,
  today: string,
): string {
  const p = verdictOf(practice);
  const r = verdictOf(real);
  const when = `since the assignment on ${dayAndMonth(since, today)}`;
  if (says(p) && says(r)) {
    // "rose from 41 to 63 on practice calls and from 38 to 52 on real calls": a verb the sides share is said once.
    const sameVerb =
      (p.kind === "held" && r.kind === "held") || (p.kind === "change" && r.kind === "change" && p.verb === r.verb);
    return `${label} ${statement(p, "practice")} and ${statement(r, "real", sameVerb)} ${when}.`;
  }
  if (says(p)) return `${label} ${statement(p, "practice")} ${when}; ${statement(r, "real")}.`;
  if (says(r)) return `${label} ${statement(r, "real")} ${when}; ${statement(p, "practice")}.`;
  return `For ${label}, ${statement(p, "practice")}; ${statement(r, "real")}.`;
}
