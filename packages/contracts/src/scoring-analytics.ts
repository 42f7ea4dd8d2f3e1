import { z } from "zod/mini";
import { scoreCategoryKeys, scoresQuerySchema } from "./scoring";

/**
 * GET /api/scoring_champ/aggregates: the charts of the Dashboard and Analytics pages, computed
 * on the server for the same filters as the scores call (rep, from, to, tz, q).
 */
export const scoringAggregatesPath = "/api/scoring_champ/aggregates";
/** GET: the filtered calls (same filters and sort as the scores call) as a CSV download. */
export const scoringExportPath = "/api/scoring_champ/export.csv";

export const scoringAggregatesQuerySchema = z.pick(scoresQuerySchema, {
  rep: true,
  from: true,
  to: true,
  tz: true,
  q: true,
});
export const scoringExportQuerySchema = z.omit(scoresQuerySchema, { page: true, per_page: true });

/** Feedback themes counted over the filtered calls: a call counts once per theme its feedback mentions. */
export const feedbackThemes = [
  { id: "agenda", label: "Agenda and up-front contract", pattern: "agenda|up-front contract" },
  { id: "pain", label: "Pain and business impact", pattern: "pain|impact" },
  { id: "breadth", label: "Breadth of discovery", pattern: "discovery|pay schedule|benefits" },
  { id: "teach", label: "Teaching insights", pattern: "insight|teach" },
  { id: "tailor", label: "Tailoring to the prospect", pattern: "tailor" },
  { id: "control", label: "Next steps and control", pattern: "next step|control|on track" },
  { id: "objections", label: "Handling objections", pattern: "objection" },
] as const;

const average = z.nullable(z.number());

export const scoringAggregatesResponseSchema = z.object({
  status: z.literal("ok"),
  count: z.int().check(z.gte(0)),
  average_score: average,
  trend: z.object({
    granularity: z.enum(["day", "week"]),
    points: z.array(z.object({ period: z.string(), average: average, count: z.int().check(z.gte(0)) })),
  }),
  categories: z.array(z.object({ key: z.enum(scoreCategoryKeys), average: average, count: z.int().check(z.gte(0)) })),
  distribution: z.array(
    z.object({ label: z.string(), min: z.number(), max: z.number(), count: z.int().check(z.gte(0)) }),
  ),
  focus_areas: z.array(
    z.object({ key: z.enum(scoreCategoryKeys), average: z.number(), examples: z.array(z.string()) }),
  ),
  feedback_themes: z.array(z.object({ id: z.string(), label: z.string(), count: z.int().check(z.gte(0)) })),
});
export type ScoringAggregates = z.infer<typeof scoringAggregatesResponseSchema>;

/** How many of the weakest categories Coaching Focus Areas shows, each with example feedback. */
export const focusAreaCount = 3;
export const focusAreaExamples = 2;
