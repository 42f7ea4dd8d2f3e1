import type { PracticeScoreStatus } from "./batting-cage-scores";

// ---------------------------------------------------------------------------
// The admin's Reports with practice scores (docs/requirements/batting-cage.md#admin-page): the score column,
// the rep filter and the average score of the selected range.
// ---------------------------------------------------------------------------

export const battingCageReportLabels = {
  columnScore: "Score",
  averageScore: "Avg. Score",
  scoredOf: (scored: number, total: number): string => `${scored} of ${total} sessions scored`,
  repFilter: "Rep",
  allReps: "All reps",
  /** The chosen rep has no session in the range, so the range's list does not name them. */
  repWithoutSessions: "Chosen rep (no sessions in this range)",
  /** A call still in progress has no score yet. */
  noScore: "—",
  noAverage: "N/A",
} as const;

/** What the score column says for a call that has no total. */
export const practiceScoreStatusLabels: Record<Exclude<PracticeScoreStatus, "scored">, string> = {
  pending: "Scoring…",
  too_short: "Too short",
  failed: "Failed",
};

/** The search parameters that keep the Reports view in the address (range, rep, open session, admin section). */
export const battingCageReportParams = {
  range: "range",
  rep: "rep",
  session: "session",
  section: "section",
} as const;
