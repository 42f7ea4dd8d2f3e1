import { z } from "zod";
import type { App } from "../../context";
import { auditClient } from "../../audit/record";
import { callerOf } from "../../plugins/access";
import { authBasePath } from "./auth-paths";
import type { Identity } from "./identity";

/**
 * `POST /api/auth/revoke-sessions`, a person's own "sign out everywhere", at Better Auth's path and with its answer
 * (`{ status: true }`), but ours: Better Auth's version deletes the sessions only, and its OpenID provider keeps the
 * `offline_access` refresh tokens issued for them on purpose. Going through `administer` ends every session and
 * every OpenID token, and records the event, as the same action by an admin does (account-admin.ts).
 */
export function registerSignOutEverywhere(app: App, identity: Identity): void {
  app.post(
    `${authBasePath}/revoke-sessions`,
    {
      config: { access: "user" },
      schema: { tags: ["identity"], response: { 200: z.object({ status: z.literal(true) }) } },
    },
    async (request) => {
      const user = callerOf(request);
      await identity.administer(
        { kind: "self", user: { id: user.id, name: user.name, email: user.email }, client: auditClient(request) },
        { type: "sign_out_everywhere", user: { id: user.id } },
      );
      return { status: true as const };
    },
  );
}
