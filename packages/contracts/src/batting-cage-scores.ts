import { z } from "zod/mini";
import { entityIdSchema } from "./text";
import { serverDateTimeSchema } from "./time";
import { scoreCategoryKeys } from "./scoring";
import { scoreCardCategorySchema } from "./scoring-evidence";

// ---------------------------------------------------------------------------
// Scored practice calls (docs/requirements/batting-cage.md#practice-scores): each ended or abandoned
// call is scored on the real calls' rubric by a background job.
// ---------------------------------------------------------------------------

/**
 * pending: the job has not scored it yet; scored; failed: it could not be scored (reason says why);
 * too_short: the rep said too little for a total to mean anything (categories are still shown).
 */
export const practiceScoreStatuses = ["pending", "scored", "failed", "too_short"] as const;
export type PracticeScoreStatus = (typeof practiceScoreStatuses)[number];

export const practiceScoring = {
  /** Below either minimum a call is too short to score: a few lines prove nothing either way. */
  minRepTurns: 4,
  minRepWords: 60,
  /** A call with no autosave for this long is closed as abandoned (its browser went away). */
  abandonAfterMs: 2 * 60 * 1000,
  /** The practice page's autosave sends an empty append after this long with nothing new, so a quiet call stays open. */
  keepAliveMs: 60 * 1000,
} as const;

export const practiceScoreMessages = {
  tooShort: `Too short to score: a practice call needs at least ${practiceScoring.minRepTurns} turns and ${practiceScoring.minRepWords} words from the rep.`,
  failed: "This call could not be scored.",
} as const;

/** The score card of one practice call (the conversation detail carries it). */
export const practiceScoreCardSchema = z.object({
  status: z.enum(practiceScoreStatuses),
  /** null unless status is scored. */
  total: z.nullable(z.number()),
  categories: z.array(scoreCardCategorySchema),
  strongest: z.array(z.enum(scoreCategoryKeys)),
  weakest: z.array(z.enum(scoreCategoryKeys)),
  feedback: z.nullable(z.string()),
  /** heuristic | llm, once scored. */
  scored_by: z.nullable(z.string()),
  /** What the rep is told when there is no total (failed, too_short). */
  reason: z.nullable(z.string()),
  scored_at: z.nullable(serverDateTimeSchema),
});
export type PracticeScoreCard = z.infer<typeof practiceScoreCardSchema>;

export const practiceHistoryPath = "/batting_cage_conversations/history";

/** GET /batting_cage_conversations/history: a rep's own calls; admins may ask for anyone's (user_id). */
export const practiceHistoryQuerySchema = z.object({
  // A user id is a UUID like every entity id: anything else is refused (400) before it reaches the database.
  user_id: z.optional(entityIdSchema),
});

export const practiceHistoryEntrySchema = z.object({
  id: entityIdSchema,
  created_at: serverDateTimeSchema,
  status: z.enum(["active", "ended", "abandoned"]),
  /** The scenario in a few words: customer type, business and provider. */
  scenario: z.string(),
  duration_ms: z.nullable(z.int().check(z.gte(0))),
  score_status: z.nullable(z.enum(practiceScoreStatuses)),
  total: z.nullable(z.number()),
});
export type PracticeHistoryEntry = z.infer<typeof practiceHistoryEntrySchema>;

export const practiceHistorySchema = z.object({
  user_id: z.string(),
  /** Newest first, at most practiceHistoryMax. */
  conversations: z.array(practiceHistoryEntrySchema),
});
export type PracticeHistory = z.infer<typeof practiceHistorySchema>;
export const practiceHistoryMax = 200;

/**
 * What the practice page and the admin's conversation detail say around a score card, the rep's history
 * and the hidden scenario (docs/requirements/batting-cage.md#messages).
 */
/**
 * What a practice call ran and aimed at, on the call's detail: the score card lists these categories first
 * (docs/requirements/batting-cage.md#scenarios). Here, not with the scenario library, so the pages that show a
 * score card do not load the library's schemas.
 */
export const conversationScenarioSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  categories: z.array(z.enum(scoreCategoryKeys)),
});

export const practiceScoreLabels = {
  scoreCardTitle: "Score card",
  aimedAt: "Aimed at",
  scoring: "Scoring your call…",
  total: "Total score",
  categories: "Categories",
  strongest: "Strongest",
  weakest: "Weakest",
  close: "Close",
  outOf100: (score: string): string => `${score} / 100`,
  statusText: {
    pending: "Scoring…",
    scored: "Scored",
    failed: "Not scored",
    too_short: "Too short",
  } satisfies Record<PracticeScoreStatus, string>,
  historyTitle: "Your practice history",
  historyEmpty: "No practice calls yet. Each call you finish appears here with its score.",
  historyLoadFailed: (message: string): string => `Failed to load your practice history: ${message}`,
  columnDate: "Date",
  columnScenario: "Scenario",
  columnDuration: "Duration",
  columnScore: "Score",
  trendTitle: "Score trend",
  trendSummary: (count: number, first: string, last: string): string =>
    `Your last ${count} scored calls went from ${first} to ${last}.`,
  trendTooFew: "Finish two scored calls to see your trend.",
  pastCallTitle: "Practice call",
  scenario: "Scenario",
  scenarioHidden: "Hidden until the call ends",
  scenarioHiddenNote:
    "Your manager keeps the scenario a surprise: find out who the customer is and what holds them back. It is shown here when the call ends.",
  hideScenarioSwitch: "Hide the scenario from reps until the call ends",
  /** What the switch cannot hide with OpenAI: the service echoes the session, instructions included, to the browser. */
  hideScenarioOpenAiNote:
    "With OpenAI's realtime voice, this hides the scenario on the page only: OpenAI sends the customer's instructions to the rep's browser in the call's session events (session.created, session.updated), where a rep who inspects the call can read them. The offline simulator never sends them.",
  transcriptSaving: (saved: number, total: number): string => `Saving transcript (${saved} of ${total} entries saved)`,
  transcriptSaved: (count: number): string => `Transcript saved (${count} entries)`,
} as const;
