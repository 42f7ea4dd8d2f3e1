import type { BetterAuthPlugin } from "better-auth";
import { createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { handleOAuthUserInfo } from "better-auth/oauth2";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { z } from "zod";
import { identityErrors } from "@dugout/contracts/identity-errors";
import { identityApiError } from "../../api-errors";
import type { OneTapReplays } from "./one-tap-replays";

const oauthNotConfigured = identityErrors.oauth_provider_not_configured.message;

/** Where Google publishes the keys that sign its ID tokens; tests point it at a local stand-in. */
export const googleCertsUrl = "https://www.googleapis.com/oauth2/v3/certs";
const googleIssuers = ["https://accounts.google.com", "accounts.google.com"];

export interface OneTapOptions {
  /** The site's Google client; without one the endpoint refuses (Google is not configured). */
  clientId: string | undefined;
  certsUrl: string;
  /** Credentials already used (one-tap-replays.ts): each signs in once. */
  replays: OneTapReplays;
}

const unverified = () => identityApiError("invalid_token", "This Google sign-in could not be verified.");

/**
 * Google One Tap sign-in: POST /one-tap/callback `{ idToken }` with the credential Google's prompt
 * returned. Better Auth's own oneTap plugin fetches Google's keys from a fixed address; this one takes
 * the address (`GOOGLE_CERTS_URL`), so the whole flow runs against a local stand-in in tests. The
 * token must be signed by one of those keys, issued by Google, for this site's client alone (an `aud`
 * of exactly our client id: not a list naming others too), carry an expiry, be fresh, and not have been
 * used before; the account is Google's (providerId "google", keyed by `sub`), linked like any Google sign-in.
 */
export function dugoutOneTap(options: OneTapOptions) {
  const keys = createRemoteJWKSet(new URL(options.certsUrl));
  return {
    id: "dugout-one-tap",
    endpoints: {
      oneTapCallback: createAuthEndpoint(
        "/one-tap/callback",
        { method: "POST", body: z.object({ idToken: z.string().min(1).max(8192) }) },
        async (ctx) => {
          const { clientId } = options;
          if (!clientId) throw identityApiError("oauth_provider_not_configured", oauthNotConfigured("Google"));
          const verified = await jwtVerify(ctx.body.idToken, keys, {
            issuer: googleIssuers,
            audience: clientId,
            maxTokenAge: "1h",
          }).catch(() => null);
          const claims = verified?.payload;
          const email = typeof claims?.email === "string" ? claims.email.toLowerCase() : "";
          // jose accepts an aud list that includes ours, and a token without exp: Google's have neither.
          if (!claims?.sub || !email || claims.aud !== clientId || typeof claims.exp !== "number") throw unverified();
          // Claimed once every check passed, before an account or a session is made: a replay makes neither.
          if (!(await options.replays.claim(ctx.body.idToken, new Date(claims.exp * 1000)))) throw unverified();
          const result = await handleOAuthUserInfo(ctx, {
            userInfo: {
              id: claims.sub,
              email,
              emailVerified: claims.email_verified === true || claims.email_verified === "true",
              name: typeof claims.name === "string" ? claims.name : "",
              image: typeof claims.picture === "string" ? claims.picture : undefined,
            },
            account: { providerId: "google", accountId: claims.sub, scope: "openid,profile,email" },
          });
          if (result.error || !result.data) {
            throw identityApiError("invalid_token", "This Google sign-in could not be completed.");
          }
          await setSessionCookie(ctx, result.data);
          return ctx.json({ token: result.data.session.token, user: { id: result.data.user.id } });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
