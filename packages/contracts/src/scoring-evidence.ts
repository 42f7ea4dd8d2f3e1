import { z } from "zod/mini";
import { scoreCategories, scoreCategoryKeys, type ScoreCategoryKey } from "./scoring";

// ---------------------------------------------------------------------------
// Evidence for a score (docs/requirements/scoring-champ.md#evidence): for each rubric category, the
// transcript lines that justify its score and one concrete suggestion. The same shape serves real
// calls and practice calls.
// ---------------------------------------------------------------------------

export const evidenceLimits = {
  /** Quotes kept per category (the strongest first). */
  quotesPerCategory: 3,
  quoteMax: 400,
  suggestionMax: 500,
} as const;

/**
 * A quote from the transcript. `entry` is the line's index: the transcript entry of a practice
 * call, or the line of a real call's transcript text (0-based). `start`/`end` are character
 * offsets of the quote in that entry's spoken text (after a real call's "Speaker:" prefix).
 */
export const evidenceQuoteSchema = z.object({
  entry: z.int().check(z.gte(0)),
  start: z.int().check(z.gte(0)),
  end: z.int().check(z.gte(0)),
  text: z.string().check(z.maxLength(evidenceLimits.quoteMax)),
});
export type EvidenceQuote = z.infer<typeof evidenceQuoteSchema>;

export const categoryEvidenceSchema = z.object({
  quotes: z.array(evidenceQuoteSchema).check(z.maxLength(evidenceLimits.quotesPerCategory)),
  suggestion: z.string().check(z.maxLength(evidenceLimits.suggestionMax)),
});
export type CategoryEvidence = z.infer<typeof categoryEvidenceSchema>;

/** Evidence per category; a category with no entry has none (scored before evidence existed). */
export const scoreEvidenceSchema = z.partialRecord(z.enum(scoreCategoryKeys), categoryEvidenceSchema);
export type ScoreEvidence = z.infer<typeof scoreEvidenceSchema>;

/** One category of a score card: its score (null when the call gave no occasion) with its evidence. */
export const scoreCardCategorySchema = z.object({
  key: z.enum(scoreCategoryKeys),
  label: z.string(),
  score: z.nullable(z.number()),
  quotes: z.array(evidenceQuoteSchema),
  suggestion: z.string(),
});
export type ScoreCardCategory = z.infer<typeof scoreCardCategorySchema>;

/** The categories of a score card in the rubric's order, from stored scores and evidence. */
export function scoreCardCategories(
  scores: Partial<Record<ScoreCategoryKey, number | null>>,
  evidence: ScoreEvidence | null | undefined,
): ScoreCardCategory[] {
  return scoreCategories.map((category) => ({
    key: category.key,
    label: category.label,
    score: scores[category.key] ?? null,
    quotes: evidence?.[category.key]?.quotes ?? [],
    suggestion: evidence?.[category.key]?.suggestion ?? "",
  }));
}

/** The two strongest and the two weakest scored categories (ties keep the rubric's order). */
export function strongestAndWeakest(categories: readonly ScoreCardCategory[]): {
  strongest: ScoreCategoryKey[];
  weakest: ScoreCategoryKey[];
} {
  const scored = categories.filter((category) => category.score !== null);
  const ranked = (direction: 1 | -1, skip: readonly ScoreCategoryKey[]) =>
    [...scored]
      .filter((category) => !skip.includes(category.key))
      .sort((a, b) => direction * ((a.score ?? 0) - (b.score ?? 0)))
      .slice(0, 2)
      .map((category) => category.key);
  const strongest = ranked(-1, []);
  // A category is never both: with few scored categories, the weakest are what is left.
  const weakest = ranked(1, strongest);
  return { strongest, weakest };
}

/** GET /api/scoring_champ/calls/{gong_call_id}/evidence: what the Call Details modal shows per category. */
export const callEvidenceResponseSchema = z.object({
  gong_call_id: z.string(),
  categories: z.array(scoreCardCategorySchema),
});
export type CallEvidenceResponse = z.infer<typeof callEvidenceResponseSchema>;

export const callEvidencePath = "/api/scoring_champ/calls/:gongCallId/evidence";
export const callEvidenceUrl = (gongCallId: string): string =>
  `/api/scoring_champ/calls/${encodeURIComponent(gongCallId)}/evidence`;

export const evidenceLabels = {
  evidence: "Evidence",
  suggestion: "Suggestion",
  noEvidence: "No lines in this call show this category.",
  /** Transcript lines are counted from 1 on screen. */
  line: (number: number): string => `Line ${number}`,
} as const;
