import { scoringConstants, type ScoringTimeframe } from "@dugout/contracts/scoring";
import { addDays, isoDay } from "../../lib/time";

/**
 * Timeframes of docs/requirements/scoring-champ.md#states as calendar days in the viewer's own zone (the browser's);
 * the server reads them in the zone the client sends (docs/decisions/0007-scoring-and-usage-data.md). Weeks start on Monday.
 */
export interface DayRange {
  from: string;
  to: string;
}

/** Monday of the date's week (Sunday belongs to the week that began six days before). */
export const mondayOf = (date: Date): Date => addDays(date, -((date.getDay() + 6) % 7));

/** One year back to today: the custom range's default and its fallback for an empty bound. */
export function defaultCustomRange(now: Date): DayRange {
  const start = new Date(now.getFullYear() - scoringConstants.customRangeDefaultYears, now.getMonth(), now.getDate());
  return { from: isoDay(start), to: isoDay(now) };
}

export function timeframeRange(
  timeframe: ScoringTimeframe,
  now: Date,
  custom: { start: string; end: string } = { start: "", end: "" },
): DayRange {
  switch (timeframe) {
    case "this_week":
      return { from: isoDay(mondayOf(now)), to: isoDay(now) };
    case "last_week": {
      const monday = addDays(mondayOf(now), -7);
      return { from: isoDay(monday), to: isoDay(addDays(monday, 6)) };
    }
    case "this_month":
      return { from: isoDay(new Date(now.getFullYear(), now.getMonth(), 1)), to: isoDay(now) };
    case "custom": {
      const fallback = defaultCustomRange(now);
      return { from: custom.start || fallback.from, to: custom.end || fallback.to };
    }
  }
}

/**
 * The custom-range input rules (docs/requirements/scoring-champ.md#validation-rules): the start cannot pass the end; the end cannot
 * precede the start nor pass today. A change that breaks a rule is refused (the old value stays).
 */
export function acceptCustomChange(
  current: { start: string; end: string },
  field: "start" | "end",
  value: string,
  today: string,
): { start: string; end: string } {
  if (value === "") return { ...current, [field]: "" };
  if (field === "start") return current.end && value > current.end ? current : { ...current, start: value };
  if (value > today || (current.start && value < current.start)) return current;
  return { ...current, end: value };
}
