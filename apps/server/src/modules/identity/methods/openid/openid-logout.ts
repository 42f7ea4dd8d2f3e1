import { compactVerify, createLocalJWKSet } from "jose";
import { eq } from "drizzle-orm";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  openIdEndSessionAnswerSchema,
  openIdEndSessionBodySchema,
  openIdEndSessionPath,
  type OpenIdEndSessionBody,
} from "@dugout/contracts/openid";
import { oauthClients } from "@dugout/db";
import type { App, AppContext } from "../../../../context";
import { IdentityError } from "../../../../errors";
import type { Identity } from "../../identity";
import { requestHeaders } from "../../request-headers";

/**
 * POST /api/auth/dugout/oauth2/end-session: the Yes of the logout page ("Log out?"), discovery's
 * end_session_endpoint. The plugin's own /oauth2/end-session ends a session without asking only when an
 * `id_token_hint` names that very session; otherwise it wants its own confirmation page, and to the page's fetch
 * it answered 400 "User confirmation is required", so a logout without the hint (optional in OpenID Connect
 * RP-Initiated Logout 1.0) failed and the session stayed. Here the person has already said yes on Dugout's page:
 * - `id_token_hint`, when given, must be an id token Dugout signed (its expiry does not matter, as the spec says),
 *   and name the client of `client_id` when both are given;
 * - the client (`client_id`, or the hint's audience; one of them is required) must be registered, enabled and
 *   allowed to end sessions;
 * - `post_logout_redirect_uri` must be one the client registered (`state` is added to it);
 * every check passes before the session ends (Better Auth's sign-out, so the access tokens issued in it end too).
 */
export function registerOpenIdEndSession(parent: App, ctx: AppContext, identity: Identity): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    openIdEndSessionPath,
    {
      config: { access: "user" },
      schema: {
        tags: ["identity"],
        body: openIdEndSessionBodySchema,
        response: { 200: openIdEndSessionAnswerSchema },
      },
    },
    async (request, reply) => {
      const url = await logoutRedirect(ctx, identity, request.body);
      const answer = await identity.auth.api.signOut({ headers: requestHeaders(request), asResponse: true });
      const cookies = answer.headers.getSetCookie();
      if (cookies.length > 0) void reply.header("set-cookie", cookies);
      return { url };
    },
  );
}

/** The audiences an id token names. */
const audiencesOf = (aud: unknown): string[] =>
  (Array.isArray(aud) ? aud : [aud]).filter((value): value is string => typeof value === "string");

/** The hint's claims when Dugout signed it (expired or not); undefined otherwise. */
async function verifiedHint(identity: Identity, hint: string, issuer: string) {
  try {
    const jwks = await identity.auth.api.getJwks();
    const { payload } = await compactVerify(hint, createLocalJWKSet(jwks));
    const claims = JSON.parse(new TextDecoder().decode(payload)) as { iss?: unknown; aud?: unknown };
    return claims.iss === issuer ? claims : undefined;
  } catch {
    return undefined;
  }
}

/** Where the browser goes after the logout, once every parameter checked out (null: nowhere the client named). */
async function logoutRedirect(ctx: AppContext, identity: Identity, body: OpenIdEndSessionBody): Promise<string | null> {
  let clientId = body.client_id;
  if (body.id_token_hint !== undefined) {
    const claims = await verifiedHint(identity, body.id_token_hint, ctx.config.baseUrl);
    if (!claims) throw new IdentityError("invalid_request", "The id_token_hint is not an id token issued by Dugout.");
    const audiences = audiencesOf(claims.aud);
    if (clientId !== undefined && !audiences.includes(clientId)) {
      throw new IdentityError("invalid_request", "The id_token_hint was issued to another application than client_id.");
    }
    clientId ??= audiences.length === 1 ? audiences[0] : undefined;
  }
  // The logout page is for an application's logout: it names the application (the page itself needs client_id).
  if (clientId === undefined) {
    throw new IdentityError("invalid_request", "client_id or id_token_hint is required to name the application.");
  }
  const [client] = await ctx.database.db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId));
  if (!client || client.disabled || client.enableEndSession !== true) throw new IdentityError("invalid_client");
  if (body.post_logout_redirect_uri === undefined) return null;
  if (!(client.postLogoutRedirectUris ?? []).includes(body.post_logout_redirect_uri)) {
    throw new IdentityError("invalid_redirect_uri");
  }
  const target = new URL(body.post_logout_redirect_uri);
  if (body.state !== undefined) target.searchParams.set("state", body.state);
  return target.toString();
}
