import { z } from "zod";
import { objections, type Objection } from "@dugout/contracts/batting-cage-lists";
import { coachingConstants, type DraftedBy, type MinedObjection } from "@dugout/contracts/coaching";
import { LlmError, type Llm } from "../../integrations/llm/port";
import { objectionSignals } from "../../scoring-engine/heuristic-scorer";
import { linesOfCallTranscript } from "../../scoring-engine/transcript-lines";

/**
 * What a rep's prospects object to (docs/requirements/coaching.md#objection-mining). Offline, a prospect line is an
 * objection when the heuristic scorer's own rule says so (`objectionSignals`, the rule that decides whether the
 * objection categories apply), and keyword rules put it in one of the batting cage's fixed objections. With a
 * language model configured, the model classifies every prospect line instead, and the offline rules answer
 * when it fails.
 */

/** Keyword rules, most specific first: the first that matches names the objection. */
const rules: readonly [RegExp, Objection][] = [
  [/switched (providers? )?last year|not going through that again/i, pick(9)],
  [/contract|cancell?ation/i, pick(4)],
  [/point[- ]of[- ]sale|\bpos\b/i, pick(13)],
  [/accountant|\bcpa\b|bookkeeper/i, pick(7)],
  [/spreadsheet|do it myself/i, pick(8)],
  [/\bcash\b/i, pick(3)],
  [/no employees|(don'?t|do not) have (any )?employees/i, pick(1)],
  [/part-?time|not worth/i, pick(15)],
  [/partner|talk it over|run it by/i, pick(12)],
  [/never heard|trust you/i, pick(6)],
  [/customer service|real person/i, pick(14)],
  [/bank details|social security|security/i, pick(16)],
  [/taxes wrong|penalt/i, pick(10)],
  [/switch(ing)? is a (pain|hassle)|hassle|re-?enter/i, pick(2)],
  [/too expensive|can'?t afford|expensive|monthly bill|cost/i, pick(5)],
  [/already (have|use|using)|happy with (our|my)|current (provider|setup)|works fine/i, pick(0)],
  // Stalls: "not a good time", "need to think about it" put the decision off.
  [/not (a good|the right) time|busy season|call (me )?back|need to think/i, pick(11)],
];

function pick(index: number): Objection {
  const objection = objections[index];
  if (!objection) throw new Error(`No objection ${index}`);
  return objection;
}

/** The fixed objection a line raises, by the keyword rules; null when none fits. */
export function classifyObjection(text: string): Objection | null {
  return rules.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** The prospect lines of the transcripts (real calls' "Name (Prospect): words" text). */
export function prospectLines(transcripts: readonly (string | null)[]): string[] {
  return transcripts.flatMap((transcript) =>
    transcript
      ? linesOfCallTranscript(transcript)
          .filter((line) => line.role === "prospect")
          .map((line) => line.text.trim())
          .filter((text) => text !== "")
      : [],
  );
}

const exampleMax = 200;

/** Counts per objection, most raised first (ties in the list's order), with up to two distinct example quotes. */
function tally(classified: readonly { text: string; objection: Objection }[]): MinedObjection[] {
  const byObjection = new Map<Objection, MinedObjection>();
  for (const { text, objection } of classified) {
    const entry = byObjection.get(objection) ?? { objection, count: 0, examples: [] };
    entry.count += 1;
    const example = text.length > exampleMax ? `${text.slice(0, exampleMax - 1)}…` : text;
    if (entry.examples.length < coachingConstants.examplesPerObjection && !entry.examples.includes(example)) {
      entry.examples.push(example);
    }
    byObjection.set(objection, entry);
  }
  return [...byObjection.values()].sort(
    (a, b) => b.count - a.count || objections.indexOf(a.objection) - objections.indexOf(b.objection),
  );
}

/** Offline: the scorer's objection rule finds the lines, the keyword rules classify them. */
export function mineObjectionsOffline(transcripts: readonly (string | null)[]): MinedObjection[] {
  const classified: { text: string; objection: Objection }[] = [];
  for (const text of prospectLines(transcripts)) {
    if (!objectionSignals.test(text)) continue;
    const objection = classifyObjection(text);
    if (objection) classified.push({ text, objection });
  }
  return tally(classified);
}

/** Distinct prospect lines sent to the model, the most frequent first. */
const llmLinesMax = 200;

const llmAnswerSchema = z.object({
  lines: z
    .array(
      z.object({
        line: z.number().int().min(1),
        /** 1-based number in the list of objections, or null when the line raises none. */
        objection: z.number().int().min(1).max(objections.length).nullable(),
      }),
    )
    .max(llmLinesMax),
});

const system = [
  "You read what prospects said on sales calls for payroll software and find their objections.",
  "For each numbered line, answer the number of the objection from the list that the line raises, or null when",
  "the line raises no objection (a question, small talk, an answer, agreement). Use only the numbers of the list.",
  "Objections:",
  ...objections.map((objection, index) => `${index + 1}. ${objection}`),
].join("\n");

/** The language model classifies every distinct prospect line; throws (LlmError) when it fails. */
export async function mineObjectionsWithLlm(
  llm: Llm,
  timeoutMs: number,
  transcripts: readonly (string | null)[],
): Promise<MinedObjection[]> {
  const counts = new Map<string, number>();
  for (const text of prospectLines(transcripts)) counts.set(text, (counts.get(text) ?? 0) + 1);
  const distinct = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, llmLinesMax);
  if (distinct.length === 0) return [];
  const prompt = distinct.map(([text], index) => `${index + 1}. ${text.replace(/\s+/g, " ")}`).join("\n");
  const answer = await llm.generateObject(llmAnswerSchema, system, `Lines:\n${prompt}`, {
    timeoutMs,
    schemaName: "objection_lines",
  });
  const classified: { text: string; objection: Objection }[] = [];
  for (const { line, objection } of answer.lines) {
    const entry = distinct[line - 1];
    const fixed = objection === null ? undefined : objections[objection - 1];
    if (!entry || !fixed) continue;
    for (let time = 0; time < entry[1]; time++) classified.push({ text: entry[0], objection: fixed });
  }
  return tally(classified);
}

export interface MinedObjections {
  objections: MinedObjection[];
  draftedBy: DraftedBy;
  /** Why the model's answer was not used, when it was asked: the LlmError kind. */
  fallbackReason: string | null;
}

/** The model when one is given, the offline rules otherwise or when it fails. */
export async function mineObjections(
  transcripts: readonly (string | null)[],
  llm: { llm: Llm; timeoutMs: number } | undefined,
): Promise<MinedObjections> {
  if (llm) {
    try {
      const mined = await mineObjectionsWithLlm(llm.llm, llm.timeoutMs, transcripts);
      return { objections: mined, draftedBy: "llm", fallbackReason: null };
    } catch (error) {
      // The kind only (timeout, provider, invalid_output): a provider's message may carry internals.
      const reason = error instanceof LlmError ? error.kind : "provider";
      return { objections: mineObjectionsOffline(transcripts), draftedBy: "offline", fallbackReason: reason };
    }
  }
  return { objections: mineObjectionsOffline(transcripts), draftedBy: "offline", fallbackReason: null };
}
