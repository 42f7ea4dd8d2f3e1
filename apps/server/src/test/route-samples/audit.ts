import { type SampleFactory } from "../route-fixture";

/** The audit trail of account-admin events. */
export const auditSamples: Record<string, SampleFactory> = {
  "GET /api/admin/audit-events": (f) => ({
    headers: f.admin,
    query: {
      person: f.people.email,
      action: "user.role_changed",
      from: "2025-01-01T00:00:00.000Z",
      to: "2035-01-01T00:00:00.000Z",
      limit: "10",
      offset: "0",
    },
  }),
  "GET /api/admin/audit-events.csv": (f) => ({
    headers: f.admin,
    query: { person: f.people.email, from: "2025-01-01T00:00:00.000Z" },
  }),
};
