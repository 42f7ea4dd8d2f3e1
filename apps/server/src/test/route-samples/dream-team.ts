import { type SampleFactory } from "../route-fixture";

/** Dream Team's pages. */
export const dreamTeamSamples: Record<string, SampleFactory> = {
  "GET /api/dream_team/data": (f) => ({ headers: f.rep }),
  "GET /api/dream_team/ravi": (f) => ({ headers: f.rep }),
  "GET /api/dream_team/ravi_test": (f) => ({ headers: f.rep }),
};
