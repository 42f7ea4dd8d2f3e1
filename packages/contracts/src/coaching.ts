import { z } from "zod/mini";
import { objections } from "./batting-cage-lists";
import { entityIdSchema, preprocess } from "./text";
import { isoDateSchema, timeZoneSchema } from "./time";
import { scenarioValuesSchema } from "./practice-scenarios";
import { scoreCategoryKeys } from "./scoring";
import { evidenceQuoteSchema } from "./scoring-evidence";

// ---------------------------------------------------------------------------
// Coaching (docs/requirements/coaching.md): a scenario drafted from a rep's real calls, and whether the
// practice it aims at carries over into real calls. Admins only.
// ---------------------------------------------------------------------------

export const coachingPaths = {
  reps: "/api/coaching/reps",
  scenarioDraft: "/api/coaching/scenario_draft",
  carryOver: "/api/coaching/carry_over",
} as const;

/** docs/requirements/coaching.md#constants */
export const coachingConstants = {
  /** A category is a weak spot only with at least this many scored real calls in the period. */
  minCallsPerCategory: 3,
  /** How many weak categories a draft aims at. */
  weakCategories: 2,
  /** Calls whose evidence is shown per weak category (the lowest-scored first). */
  evidenceCalls: 3,
  /** Objections a draft's customer raises in turn; example quotes kept per objection. */
  objectionsInDraft: 3,
  examplesPerObjection: 2,
  /** Below this average the draft is hard, below the next medium, else easy. */
  hardBelow: 40,
  mediumBelow: 60,
  /** A rise or fall is only stated with at least this many calls before AND after, on that side. */
  minCallsEachSide: 3,
  /** A change smaller than this (in points, of rounded averages) is said to have held. */
  heldWithinPoints: 5,
  /** The carry-over compares the assignment's weeks with this many weeks before it. */
  weeksBefore: 8,
  /** ...and follows it for at most this many weeks (a year: the series stays a readable chart). */
  weeksAfterMax: 52,
  /** The period choices of the draft panel, in days back from today. */
  periodDays: [30, 90],
} as const;

const userIdSchema = entityIdSchema;
const emptyToUndefined = (value: unknown): unknown => (value === "" ? undefined : value);
const optionalTimeZone = preprocess(emptyToUndefined, z.optional(timeZoneSchema));

// ---------------------------------------------------------------------------
// GET /api/coaching/reps
// ---------------------------------------------------------------------------

export const coachingRepSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Scored real calls matched to the account by email, all time. */
  real_calls: z.int().check(z.gte(0)),
});
export type CoachingRep = z.infer<typeof coachingRepSchema>;

export const coachingRepsResponseSchema = z.object({ reps: z.array(coachingRepSchema) });
export type CoachingRepsResponse = z.infer<typeof coachingRepsResponseSchema>;

// ---------------------------------------------------------------------------
// GET /api/coaching/scenario_draft
// ---------------------------------------------------------------------------

export const scenarioDraftQuerySchema = z
  .object({
    user_id: userIdSchema,
    from: isoDateSchema,
    to: isoDateSchema,
    tz: optionalTimeZone,
  })
  .check(z.refine((query) => query.from <= query.to, { error: "from must not be after to.", path: ["to"] }));
export type ScenarioDraftQuery = z.infer<typeof scenarioDraftQuerySchema>;

/** One call behind a weak category: its score there and the lines (and suggestion) its scorer kept. */
export const weakCategoryEvidenceSchema = z.object({
  gong_call_id: z.string(),
  date: z.nullable(z.string()),
  company_name: z.nullable(z.string()),
  score: z.number(),
  quotes: z.array(evidenceQuoteSchema),
  suggestion: z.string(),
});
export type WeakCategoryEvidence = z.infer<typeof weakCategoryEvidenceSchema>;

export const weakCategorySchema = z.object({
  key: z.enum(scoreCategoryKeys),
  label: z.string(),
  average: z.number(),
  calls: z.int().check(z.gte(0)),
  evidence: z.array(weakCategoryEvidenceSchema),
});
export type WeakCategory = z.infer<typeof weakCategorySchema>;

export const minedObjectionSchema = z.object({
  objection: z.enum(objections),
  count: z.int().check(z.gte(1)),
  examples: z.array(z.string()),
});
export type MinedObjection = z.infer<typeof minedObjectionSchema>;

export const draftedByValues = ["offline", "llm"] as const;
export type DraftedBy = (typeof draftedByValues)[number];

export const scenarioDraftResponseSchema = z.object({
  rep: coachingRepSchema,
  /** Scored real calls of the rep in the period. */
  real_calls: z.int().check(z.gte(0)),
  weak_categories: z.array(weakCategorySchema),
  /** Most raised first. */
  objections: z.array(minedObjectionSchema),
  /** Who classified the objections: the offline rules or the language model. */
  drafted_by: z.enum(draftedByValues),
  /** Set when the language model was asked and failed, so the offline rules answered instead. */
  fallback_reason: z.nullable(z.string()),
  draft: scenarioValuesSchema,
});
export type ScenarioDraft = z.infer<typeof scenarioDraftResponseSchema>;

// ---------------------------------------------------------------------------
// GET /api/coaching/carry_over
// ---------------------------------------------------------------------------

/** "a,b": one to three distinct rubric category keys. */
export const carryOverCategoriesSchema = z.pipe(
  z.string().check(z.maxLength(500)),
  z.pipe(
    // Split as sent: a space or a control character around a key makes it unknown rather than trimmed away.
    z.transform((value: string) => value.split(",")),
    z.array(z.enum(scoreCategoryKeys, { error: "Unknown rubric category." })).check(
      z.minLength(1, { error: "Name at least one rubric category." }),
      z.maxLength(3, { error: "Name at most 3 rubric categories." }),
      z.refine((keys) => new Set(keys).size === keys.length, { error: "Each category may be named once." }),
    ),
  ),
);

export const carryOverQuerySchema = z.object({
  user_id: userIdSchema,
  categories: carryOverCategoriesSchema,
  since: isoDateSchema,
  tz: optionalTimeZone,
});
export type CarryOverQuery = z.infer<typeof carryOverQuerySchema>;

/** One week (its Monday in the zone) of one category: mean scores and call counts on each side. */
export const carryOverWeekSchema = z.object({
  week: z.string(),
  practice: z.nullable(z.number()),
  practice_calls: z.int().check(z.gte(0)),
  real: z.nullable(z.number()),
  real_calls: z.int().check(z.gte(0)),
});
export type CarryOverWeek = z.infer<typeof carryOverWeekSchema>;

export const carryOverSideSchema = z.object({
  before: z.nullable(z.number()),
  after: z.nullable(z.number()),
  calls_before: z.int().check(z.gte(0)),
  calls_after: z.int().check(z.gte(0)),
});
export type CarryOverSide = z.infer<typeof carryOverSideSchema>;

export const carryOverCategorySchema = z.object({
  key: z.enum(scoreCategoryKeys),
  label: z.string(),
  weeks: z.array(carryOverWeekSchema),
  practice: carryOverSideSchema,
  real: carryOverSideSchema,
  /** What the data shows, in one plain sentence (docs/requirements/coaching.md#carry-over-sentences). */
  sentence: z.string(),
});
export type CarryOverCategory = z.infer<typeof carryOverCategorySchema>;

export const carryOverResponseSchema = z.object({
  since: z.string(),
  /** The first day of the "before" side: `weeksBefore` weeks before `since`. */
  compared_from: z.string(),
  categories: z.array(carryOverCategorySchema),
});
export type CarryOver = z.infer<typeof carryOverResponseSchema>;

// ---------------------------------------------------------------------------
// Texts (docs/requirements/coaching.md#messages)
// ---------------------------------------------------------------------------

export const coachingMessages = {
  notEnoughCalls: "This rep has too few scored real calls in the period to find weak spots.",
  repsLoading: "Loading reps…",
  repsEmpty: "No rep has scored real calls yet.",
  repsFailed: "The reps could not be loaded.",
  draftLoading: "Drafting a scenario from the rep's real calls…",
  draftFailed: "The draft could not be made.",
  noObjections: "No objections found in these calls: the draft's objection is chosen at random.",
  llmFallback: "The language model did not answer, so the objections were classified offline.",
  carryOverLoading: "Loading the practice and real-call scores…",
  carryOverFailed: "The carry-over could not be loaded.",
  carryOverEmpty: "No scored practice or real calls in these weeks.",
} as const;

export const coachingLabels = {
  draftPanelTitle: "Draft a scenario from real calls",
  rep: "Rep",
  chooseRep: "Choose a rep",
  period: "Period",
  last30Days: "Last 30 days",
  last90Days: "Last 90 days",
  customPeriod: "Custom",
  from: "From",
  to: "To",
  draftButton: "Draft a scenario",
  weakCategories: "Weakest categories",
  average: "Average",
  calls: "Calls",
  evidence: "From their calls",
  objections: "Objections their prospects raise",
  timesRaised: "Times raised",
  draftSummary: "The draft",
  draftName: "Name",
  difficulty: "Difficulty",
  categories: "Categories",
  customerObjection: "Customer's objection",
  personality: "Personality",
  instructions: "Instructions to the customer",
  draftedOffline: "Objections classified by the offline rules",
  draftedByLlm: "Objections classified by the language model",
  useDraft: "Use this draft",
  chartTitle: "Practice and real calls by week",
  practiceLine: "Practice calls",
  realLine: "Real calls",
  assignmentStart: "Assignment start",
  week: "Week of",
  noScore: "—",
} as const;
