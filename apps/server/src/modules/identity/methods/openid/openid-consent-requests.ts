import { createHash } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { IdentityErrorCode } from "@dugout/contracts/identity-errors";
import { openIdPagePaths } from "@dugout/contracts/pages";
import { verifications, type Db } from "@dugout/db";

/**
 * Who started each OpenID authorization request that was sent to the consent page. The plugin signs the request
 * into the consent page's query and accepts that query from whoever is signed in when it is posted back, so a
 * consent page opened by someone else (a link passed on, another account signed in meanwhile) answered for them.
 * When /oauth2/authorize sends a signed-in person to the consent page, the request's signature is noted with their
 * user id (a `verifications` row, shared by every instance, until the query expires); the consent answer must come
 * from that person, and a signed query this server never sent anyone to consent with (the sign-in page's query,
 * whose signature is as good) is refused.
 */
export interface OpenIdConsentRequests {
  /** After /oauth2/authorize: notes who was sent to the consent page, if anyone. */
  noteRequester(response: Response, userId: string | undefined): Promise<void>;
  /** Before /oauth2/consent: why this caller may not answer this request, if they may not. */
  refusal(oauthQuery: string, userId: string): Promise<IdentityErrorCode | undefined>;
  /** After an answer was taken: the note is used up. */
  forget(oauthQuery: string): Promise<void>;
}

const identifierOf = (signature: string) =>
  `openid-consent:${createHash("sha256").update(signature).digest("base64url")}`;

/** Where an authorize answer sends the browser: a 302's Location, or the `url` of its JSON form (a fetch). */
async function redirectTarget(response: Response): Promise<string | undefined> {
  const location = response.headers.get("location");
  if (location) return location;
  if (!(response.headers.get("content-type") ?? "").includes("json")) return undefined;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { url?: unknown } | null;
  return typeof body?.url === "string" ? body.url : undefined;
}

export function createOpenIdConsentRequests(db: Db, baseUrl: string): OpenIdConsentRequests {
  return {
    async noteRequester(response, userId) {
      if (!userId) return;
      const target = await redirectTarget(response);
      if (!target) return;
      const url = new URL(target, baseUrl);
      const signature = url.searchParams.get("sig");
      const expires = Number(url.searchParams.get("exp"));
      if (url.pathname !== openIdPagePaths.consent || !signature || !Number.isFinite(expires)) return;
      await db
        .insert(verifications)
        .values({ identifier: identifierOf(signature), value: userId, expiresAt: new Date(expires * 1000) });
    },

    async refusal(oauthQuery, userId) {
      const signature = new URLSearchParams(oauthQuery).get("sig");
      if (!signature) return "openid_request_unknown";
      const rows = await db
        .select({ value: verifications.value })
        .from(verifications)
        .where(and(eq(verifications.identifier, identifierOf(signature)), gt(verifications.expiresAt, new Date())));
      if (rows.length === 0) return "openid_request_unknown";
      return rows.some((row) => row.value === userId) ? undefined : "openid_request_of_another_account";
    },

    async forget(oauthQuery) {
      const signature = new URLSearchParams(oauthQuery).get("sig");
      if (signature) await db.delete(verifications).where(eq(verifications.identifier, identifierOf(signature)));
    },
  };
}

/** The signed query a consent answer carries (the body's `oauth_query`), when the body is JSON with one. */
export function consentQueryOf(request: FastifyRequest): string | undefined {
  const body = request.body;
  if (!Buffer.isBuffer(body)) return undefined;
  try {
    const parsed = JSON.parse(body.toString("utf8")) as { oauth_query?: unknown };
    return typeof parsed.oauth_query === "string" ? parsed.oauth_query : undefined;
  } catch {
    return undefined;
  }
}
