import { z } from "zod/mini";
import { scoreCategoryKeys, scoresQuerySchema } from "./scoring";

// ---------------------------------------------------------------------------
// Practice beside real calls (docs/requirements/scoring-champ.md#practice-beside-real-calls): per rep, the
// batting cage's practice averages next to the real calls' averages, category by category.
// ---------------------------------------------------------------------------

/** GET: per rep, practice and real-call averages over the filter's days (rep, from, to, tz). */
export const practiceVsRealPath = "/api/scoring_champ/practice_vs_real";

export const practiceVsRealQuerySchema = z.pick(scoresQuerySchema, { rep: true, from: true, to: true, tz: true });
export type PracticeVsRealQuery = z.infer<typeof practiceVsRealQuerySchema>;

/**
 * Practice ahead of real calls by at least this many points in a category is flagged: what the rep shows in
 * practice is not showing up in front of customers.
 */
export const practiceGapPoints = 15;

const average = z.nullable(z.number());

/** One row of a rep's comparison: the two means and practice minus real (null unless both exist). */
export const practiceVsRealRowSchema = z.object({
  practice: average,
  real: average,
  gap: average,
});
export type PracticeVsRealRow = z.infer<typeof practiceVsRealRowSchema>;

export const practiceVsRealRepSchema = z.object({
  /** The key that joins both sides: the rep's email, lower-cased. */
  email: z.string(),
  /** The name on their latest real call, else their account's name. */
  name: z.string(),
  /** Scored practice calls and scored real calls in the range. */
  practice_calls: z.int().check(z.gte(0)),
  real_calls: z.int().check(z.gte(0)),
  total: practiceVsRealRowSchema,
  categories: z.array(z.extend(practiceVsRealRowSchema, { key: z.enum(scoreCategoryKeys) })),
});
export type PracticeVsRealRep = z.infer<typeof practiceVsRealRepSchema>;

export const practiceVsRealResponseSchema = z.object({
  status: z.literal("ok"),
  /** Everyone with a scored practice or real call in the range, by name. */
  reps: z.array(practiceVsRealRepSchema),
});
export type PracticeVsReal = z.infer<typeof practiceVsRealResponseSchema>;

export const practiceVsRealLabels = {
  title: "Practice vs Real Calls",
  intro:
    "Each rep's mean score per category in scored batting cage practice calls beside their scored real calls, for the selected timeframe. Reps are matched by email.",
  flagRule: (points: number): string =>
    `A category is flagged Not carrying over where practice runs ${points} or more points ahead of real calls.`,
  loading: "Loading the practice comparison…",
  columnCategory: "Category",
  columnPractice: "Practice",
  columnReal: "Real calls",
  columnGap: "Gap",
  total: "Total",
  notCarryingOver: "Not carrying over",
  callCounts: (practice: number, real: number): string => `${practice} practice call(s), ${real} real call(s)`,
  noRealCalls: "No real calls in this timeframe.",
  noPracticeHeading: "No practice calls in this timeframe",
  empty: "No practice calls in this timeframe.",
} as const;
