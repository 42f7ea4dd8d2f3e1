import { type SampleFactory, noInput } from "../route-fixture";

/** The platform's own routes: CSRF, API docs, health, metrics, operator commands, browser events, the dev mailbox. */
export const platformSamples: Record<string, SampleFactory> = {
  "GET /api/csrf": noInput,
  "GET /.well-known/openid-configuration": noInput,
  "GET /api/docs": noInput,
  "GET /api/docs/static/index.html": noInput,
  "GET /api/docs/static/swagger-initializer.js": noInput,
  "GET /api/docs/json": noInput,
  "GET /api/docs/yaml": noInput,
  "GET /api/docs/static/*": () => ({ params: { "*": "swagger-ui.css" } }),
  "GET /healthz": noInput,
  "GET /readyz": noInput,
  "GET /metrics": () => ({ remoteAddress: "127.0.0.1" }),
  "POST /internal/commands/:name": (f) => ({
    params: { name: "user" },
    headers: { authorization: `Bearer ${f.commandToken}` },
    remoteAddress: "127.0.0.1",
    body: { args: ["create", `ops-${f.people.email}`, "--name", f.people.name], input: "" },
  }),
  "POST /api/events": (f) => ({
    headers: f.rep,
    body: {
      events: [
        {
          name: "email_try_again_clicked",
          details: { email: f.people.email, type: "login or create email magic link" },
          timestamp: "2025-06-03T10:00:00Z",
        },
      ],
    },
  }),
  // Internal: this machine only.
  "GET /dev/mailbox.json": () => ({ remoteAddress: "127.0.0.1" }),
  "GET /dev/mailbox": () => ({ remoteAddress: "127.0.0.1" }),
};
