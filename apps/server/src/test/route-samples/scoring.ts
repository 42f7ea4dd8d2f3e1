import { type SampleFactory, type SamplePeople } from "../route-fixture";

const scoringFilters = (people: SamplePeople) => ({
  rep: people.name,
  from: "2025-01-01",
  to: "2025-06-30",
  tz: "America/New_York",
  q: "bakery",
});

/** Scoring Champ: real calls, their scores and the practice comparison. */
export const scoringSamples: Record<string, SampleFactory> = {
  "GET /api/scoring_champ/scores": (f) => ({
    headers: f.admin,
    query: { page: "1", per_page: "25", ...scoringFilters(f.people), sort: "date", dir: "desc" },
  }),
  "GET /api/scoring_champ/aggregates": (f) => ({ headers: f.admin, query: scoringFilters(f.people) }),
  "GET /api/scoring_champ/practice_vs_real": (f) => ({
    headers: f.admin,
    query: { rep: f.people.name, from: "2025-01-01", to: "2025-06-30", tz: "America/New_York" },
  }),
  "GET /api/scoring_champ/calls/:gongCallId": (f) => ({ headers: f.admin, params: { gongCallId: f.gongCallId } }),
  "GET /api/scoring_champ/export.csv": (f) => ({
    headers: f.admin,
    query: { ...scoringFilters(f.people), sort: "score", dir: "asc" },
  }),
  "GET /api/scoring_champ/calls/:gongCallId/evidence": (f) => ({
    headers: f.admin,
    params: { gongCallId: f.gongCallId },
  }),
};
