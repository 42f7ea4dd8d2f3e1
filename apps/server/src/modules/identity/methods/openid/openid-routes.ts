import { oauthProviderOpenIdConfigMetadata } from "@better-auth/oauth-provider";
import { and, eq } from "drizzle-orm";
import {
  defaultOpenIdScope,
  openIdPreflightPath,
  openIdPreflightQuerySchema,
  openIdPreflightSchema,
} from "@dugout/contracts/openid";
import { openIdPagePaths } from "@dugout/contracts/pages";
import { oauthClients, oauthConsents } from "@dugout/db";
import type { App, AppContext } from "../../../../context";
import { IdentityError } from "../../../../errors";
import { callerOf } from "../../../../plugins/access";
import type { BetterAuthInstance } from "../../better-auth";

/**
 * The OpenID discovery document. The issuer is APP_BASE_URL (the jwt plugin's, so session JWTs and
 * id tokens name the same issuer), and discovery lives under the issuer: at the site's root, where
 * Better Auth does not answer. The end-session endpoint is the app's logout page, which asks
 * "Log out?" first and then ends the session (POST /api/auth/dugout/oauth2/end-session).
 * The plugin advertises token introspection, which Dugout does not mount (there is no resource server to
 * ask it: access tokens are checked at userinfo only), so those fields are left out: a relying party must
 * not find an endpoint here that answers 404.
 */
export function registerOpenIdDiscovery(app: App, auth: BetterAuthInstance, baseUrl: string): void {
  const metadata = oauthProviderOpenIdConfigMetadata(auth);
  app.get(
    "/.well-known/openid-configuration",
    { config: { access: "public" }, schema: { hide: true } },
    async (request, reply) => {
      const answer = await metadata(new Request(new URL(request.url, baseUrl)));
      const document = (await answer.json()) as Record<string, unknown>;
      void reply.status(answer.status);
      if (!answer.ok) return document;
      const advertised = Object.fromEntries(
        Object.entries(document).filter(([key]) => !unmountedMetadata.some((prefix) => key.startsWith(prefix))),
      );
      return { ...advertised, end_session_endpoint: `${baseUrl}${openIdPagePaths.logout}` };
    },
  );
}

/** Discovery fields (by prefix) of the plugin's endpoints that endpoints.ts does not mount. */
const unmountedMetadata = ["introspection_", "registration_"] as const;

/**
 * GET /api/auth/dugout/oauth2/preflight: the consent screen's first call. The client must be registered
 * (and enabled) with this redirect_uri; consent is required when the request says prompt=consent, and
 * otherwise unless the client skips it or the user already allowed every scope asked for.
 */
export function registerOpenIdPreflight(app: App, ctx: AppContext): void {
  app.get(
    openIdPreflightPath,
    {
      config: { access: "user" },
      schema: {
        tags: ["identity"],
        querystring: openIdPreflightQuerySchema,
        response: { 200: openIdPreflightSchema },
      },
    },
    async (request) => {
      const user = callerOf(request);
      const db = ctx.database.db;
      const { client_id: clientId, redirect_uri: redirectUri } = request.query;
      const [client] = await db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId));
      if (!client || client.disabled) throw new IdentityError("invalid_client");
      if (!client.redirectUris.includes(redirectUri)) throw new IdentityError("invalid_redirect_uri");
      const scopes = (request.query.scope ?? defaultOpenIdScope).split(/\s+/).filter(Boolean);
      const [consent] = await db
        .select({ scopes: oauthConsents.scopes })
        .from(oauthConsents)
        .where(and(eq(oauthConsents.clientId, clientId), eq(oauthConsents.userId, user.id)));
      const allowed = new Set(consent?.scopes ?? []);
      const askedAgain = (request.query.prompt ?? "").split(/\s+/).includes("consent");
      return {
        consent_required: askedAgain || (client.skipConsent !== true && !scopes.every((scope) => allowed.has(scope))),
        oidc_client: { client_name: client.name ?? clientId },
        redirect_uri: redirectUri,
        scopes,
      };
    },
  );
}
