import { type SampleFactory } from "../route-fixture";

/** Agent usage: the agents' responses and Eugene's statistics. */
export const agentUsageSamples: Record<string, SampleFactory> = {
  "GET /api/eugene_data/stats": (f) => ({
    headers: f.rep,
    query: { start_date: "2025-01-01", end_date: "2025-01-31", tz: "Europe/Paris" },
  }),
  "POST /api/agents/:agent/responses": (f) => ({
    params: { agent: "eugene" },
    headers: { authorization: `Bearer ${f.agentKey}` },
    body: { user_email: f.people.email, responded_at: "2025-06-03T10:00:00Z", external_id: "response-1" },
  }),
};
