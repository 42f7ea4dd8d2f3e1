import { z } from "zod/mini";
import { fetchFailedMessage, httpErrorMessage, notAvailableText } from "./errors";
import { oneOfMessage, preprocess, queryNumberSchema, singleLineTextSchema } from "./text";
import { isoDateSchema, timeZoneSchema } from "./time";

// ---------------------------------------------------------------------------
// Rubric
// ---------------------------------------------------------------------------

/** The eight rubric categories in display order; descriptions are the tooltips. */
export const scoreCategories = [
  {
    key: "ace_score",
    shortLabel: "ACE",
    label: "ACE",
    description:
      "The opening: the rep appreciated the prospect's time, set a clear agenda and agreed an up-front contract on time, purpose and the possible outcomes of the call.",
  },
  {
    key: "discovery_effectiveness_score",
    shortLabel: "Disc. Eff.",
    label: "Discovery Effectiveness",
    description:
      "How well the rep's questions uncovered the prospect's real pain, its impact on the business and the reasons to act now, rather than surface facts.",
  },
  {
    key: "discovery_depth_score",
    shortLabel: "Disc. Depth",
    label: "Discovery Depth/Breadth",
    description:
      "How far and how wide discovery went: current payroll set-up, team size and pay schedules, taxes and compliance, benefits, decision makers and timeline, with follow-up questions on each.",
  },
  {
    key: "consultation_teach_score",
    shortLabel: "Cons. Teach",
    label: "Consultation: Teach",
    description:
      "Whether the rep taught the prospect something new and relevant, such as how similar businesses run payroll, common compliance risks or costs they overlook.",
  },
  {
    key: "consultation_tailor_score",
    shortLabel: "Cons. Tailor",
    label: "Consultation: Tailor",
    description:
      "How well the rep tied the offer to this prospect's situation and stated needs, in the prospect's own words, instead of reciting a feature list.",
  },
  {
    key: "consultation_control_score",
    shortLabel: "Cons. Control",
    label: "Consultation: Take Control",
    description:
      "Whether the rep led the conversation with confidence: kept it on track, handled digressions and drove to a concrete, agreed next step.",
  },
  {
    key: "objection_probing_score",
    shortLabel: "Obj. Probe",
    label: "Objection Handling: Probing",
    description:
      "Whether the rep asked questions to understand the real reason behind an objection before answering it.",
  },
  {
    key: "objection_responding_score",
    shortLabel: "Obj. Respond",
    label: "Objection Handling: Responding",
    description:
      "How convincingly the rep answered objections with relevant facts, proof or a reframe, and checked that the concern was resolved.",
  },
] as const;
export type ScoreCategoryKey = (typeof scoreCategories)[number]["key"];
export const scoreCategoryKeys = scoreCategories.map((category) => category.key) as [
  ScoreCategoryKey,
  ...ScoreCategoryKey[],
];

// ---------------------------------------------------------------------------
// Call records and the scores call (docs/requirements/scoring-champ.md#call-record and #calls)
// ---------------------------------------------------------------------------

const nullableScore = z.nullable(z.number());

export const callRecordSchema = z.object({
  rep: z.nullable(z.string()),
  user_email: z.nullable(z.string()),
  company_name: z.nullable(z.string()),
  /** ISO 8601 date-time; null when the source had no valid date. */
  date: z.nullable(z.string()),
  duration_ms: z.nullable(z.number()),
  score: nullableScore,
  ace_score: nullableScore,
  discovery_effectiveness_score: nullableScore,
  discovery_depth_score: nullableScore,
  consultation_teach_score: nullableScore,
  consultation_tailor_score: nullableScore,
  consultation_control_score: nullableScore,
  objection_probing_score: nullableScore,
  objection_responding_score: nullableScore,
  gong_call_id: z.string(),
  gong_url: z.nullable(z.string()),
  feedback: z.nullable(z.string()),
  transcript: z.nullable(z.string()),
});
export type CallRecord = z.infer<typeof callRecordSchema>;

export const scoringSortColumns = [
  "rep",
  "user_email",
  "company_name",
  "date",
  "duration_ms",
  "score",
  ...scoreCategoryKeys,
] as const;
export type ScoringSortColumn = (typeof scoringSortColumns)[number];
export const sortDirections = ["asc", "desc"] as const;
export type SortDirection = (typeof sortDirections)[number];

export const scoringConstants = {
  pageSize: 25,
  maxPageSize: 100,
  searchMinLength: 2,
  searchDebounceMs: 500,
  unknownRep: "Unknown Rep",
  defaultSort: "date",
  defaultSortDirection: "desc",
  customRangeDefaultYears: 1,
  searchMaxLength: 200,
} as const satisfies Record<string, string | number>;

/** A new sort column starts ascending, except date, which starts descending (docs/requirements/scoring-champ.md#states). */
export const scoringDefaultSortDirection = (column: ScoringSortColumn): SortDirection =>
  column === "date" ? "desc" : "asc";

/** Query strings send "" for cleared inputs; those mean "no filter". */
const emptyToUndefined = (value: unknown): unknown => (value === "" ? undefined : value);

/**
 * GET /api/scoring_champ/scores. Filters, search and sort run on the server (docs/decisions/0007-scoring-and-usage-data.md).
 * from/to are calendar days in tz; a search term shorter than 2 characters is ignored.
 * When dir is missing the server uses scoringDefaultSortDirection(sort).
 */
export const scoresQuerySchema = z.object({
  page: z._default(
    queryNumberSchema(z.coerce.number().check(z.int(), z.gte(1, { error: "Page must be 1 or more." }))),
    1,
  ),
  per_page: z._default(
    queryNumberSchema(
      z.coerce
        .number()
        .check(
          z.int(),
          z.gte(1),
          z.lte(scoringConstants.maxPageSize, { error: `per_page must be at most ${scoringConstants.maxPageSize}.` }),
        ),
    ),
    scoringConstants.pageSize,
  ),
  rep: preprocess(emptyToUndefined, z.optional(singleLineTextSchema.check(z.maxLength(200)))),
  from: preprocess(emptyToUndefined, z.optional(isoDateSchema)),
  to: preprocess(emptyToUndefined, z.optional(isoDateSchema)),
  tz: preprocess(emptyToUndefined, z.optional(timeZoneSchema)),
  q: preprocess(
    emptyToUndefined,
    z.optional(
      z.pipe(
        singleLineTextSchema.check(z.maxLength(scoringConstants.searchMaxLength)),
        z.transform((term) => {
          const trimmed = term.trim();
          return trimmed.length < scoringConstants.searchMinLength ? undefined : trimmed;
        }),
      ),
    ),
  ),
  sort: z._default(
    z.enum(scoringSortColumns, { error: oneOfMessage("Sort", scoringSortColumns) }),
    scoringConstants.defaultSort,
  ),
  dir: preprocess(
    emptyToUndefined,
    z.optional(z.enum(sortDirections, { error: oneOfMessage("Direction", sortDirections) })),
  ),
});
export type ScoresQuery = z.infer<typeof scoresQuerySchema>;
export type ScoresQueryInput = z.input<typeof scoresQuerySchema>;

export const paginationSchema = z.object({
  total_pages: z.int().check(z.gte(0)),
  total_count: z.int().check(z.gte(0)),
});

/** reps lists every rep with calls (whatever the filters) except "Unknown Rep", for the rep selector (ADR 0007). */
export const scoresResponseSchema = z.object({
  status: z.literal("ok"),
  data: z.array(callRecordSchema),
  pagination: paginationSchema,
  message: z.string(),
  reps: z.array(z.string()),
});
export type ScoresResponse = z.infer<typeof scoresResponseSchema>;

export const scoringPaths = {
  scores: "/api/scoring_champ/scores",
  /** One call, for a Call Details dialog opened from the address rather than from the page shown. */
  call: "/api/scoring_champ/calls/:gongCallId",
} as const;
export const callRecordUrl = (gongCallId: string): string =>
  `/api/scoring_champ/calls/${encodeURIComponent(gongCallId)}`;

export const callRecordResponseSchema = z.object({ status: z.literal("ok"), data: callRecordSchema });
export type CallRecordResponse = z.infer<typeof callRecordResponseSchema>;

// ---------------------------------------------------------------------------
// Timeframes
// ---------------------------------------------------------------------------

export const scoringTimeframes = ["this_week", "last_week", "this_month", "custom"] as const;
export type ScoringTimeframe = (typeof scoringTimeframes)[number];
export const scoringTimeframeLabels: Record<ScoringTimeframe, string> = {
  this_week: "This Week",
  last_week: "Last Week",
  this_month: "This Month",
  custom: "Custom Range",
};
export const defaultScoringTimeframe: ScoringTimeframe = "this_week";

// ---------------------------------------------------------------------------
// Texts (docs/requirements/scoring-champ.md#messages)
// ---------------------------------------------------------------------------

export const scoringMessages = {
  loading: "Loading data...",
  loadError: (message: string): string => `Error loading data: ${message}`,
  httpError: httpErrorMessage,
  fetchFailed: fetchFailedMessage,
  notAuthorized: "You are not authorized to access this page.",
  searchPlaceholder: "Search by company name...",
  searchHint: "Please enter at least 2 characters to search",
  showing: (from: number, to: number, total: number): string => `Showing ${from}-${to} of ${total} calls`,
  noCalls: "No calls",
  pageOf: (page: number, totalPages: number): string => `Page ${page} of ${totalPages}`,
  noCallsMatch: "No calls match the current filters.",
  noDashboardData: "No call data available for the selected filters.",
  noAnalyticsData: "No data available to display analytics for the selected filters.",
  noFeedback: "None provided.",
  noTranscript: "No transcript available.",
  notAvailable: notAvailableText,
  callsAnalyzed: (count: number): string => `${count} Call(s) Analyzed`,
  /** A trend needs two periods with a score; fewer say so instead of drawing one dot. */
  trendTooFew: "Too few calls in this timeframe to show a trend.",
  /** The link under each coaching focus area to the calls behind it, lowest first. */
  focusCallsLink: (category: string): string => `See the calls lowest in ${category}`,
  noFocusAreas: "No category averages below 100: nothing to focus on.",
} as const;

export const scoringLabels = {
  pageDashboard: "Dashboard",
  pageCalls: "Call Records",
  pageAnalytics: "Analytics Overview",
  sidebarDashboard: "Dashboard",
  sidebarCalls: "Calls",
  sidebarAnalytics: "Analytics",
  allReps: "All Reps",
  startDate: "Start Date",
  endDate: "End Date",
  previous: "Previous",
  next: "Next",
  averageCallScore: "Average Call Score",
  scoreTrend: "Score Trend",
  scoreCategoryPerformance: "Score Category Performance",
  coachingFocusAreas: "Coaching Focus Areas",
  scoreDistribution: "Score Distribution",
  performanceByCategory: "Performance by Category",
  commonFeedbackThemes: "Common Feedback Themes",
  callDetails: "Call Details",
  scoreBreakdown: "Score Breakdown",
  callInformation: "Call Information",
  feedback: "Feedback",
  transcript: "Transcript",
  viewInGong: "View in Gong",
  showThisMonth: "Show This Month",
  close: "×",
} as const;

/** Column headers of the Calls table, category columns by their short labels. */
export const scoringColumnLabels: Record<ScoringSortColumn, string> = {
  rep: "Rep",
  user_email: "Email",
  company_name: "Company",
  date: "Date",
  duration_ms: "Duration",
  score: "Total Score",
  ...(Object.fromEntries(scoreCategories.map((c) => [c.key, c.shortLabel])) as Record<ScoreCategoryKey, string>),
};

/** Labels of the modal's Call Information list. */
export const callInformationLabels = {
  rep: "Rep Name",
  user_email: "Email",
  company_name: "Company",
  date: "Date",
  duration_ms: "Duration",
  score: "Total Score",
  gong_call_id: "Gong ID",
  gong_url: "Gong URL",
} as const;
