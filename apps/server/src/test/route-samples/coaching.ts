import { type SampleFactory } from "../route-fixture";

/** Coaching: reps, scenario drafts and carry-over. */
export const coachingSamples: Record<string, SampleFactory> = {
  "GET /api/coaching/reps": (f) => ({ headers: f.admin }),
  "GET /api/coaching/scenario_draft": (f) => ({
    headers: f.admin,
    query: { user_id: f.repId, from: "2024-09-01", to: "2025-03-31", tz: "America/New_York" },
  }),
  "GET /api/coaching/carry_over": (f) => ({
    headers: f.admin,
    query: {
      user_id: f.repId,
      categories: "discovery_depth_score,objection_probing_score",
      since: "2025-01-06",
      tz: "America/New_York",
    },
  }),
};
