import { and, eq, isNull } from "drizzle-orm";
import { oauthAccessTokens, oauthRefreshTokens, type Db } from "@dugout/db";

/**
 * Revokes every OpenID access and refresh token issued for a person, for every relying party,
 * `offline_access` refresh tokens included. Deactivation and sign-out-everywhere call it in their
 * transaction: the oauth-provider plugin revokes tokens only from its session-deletion hook, which
 * runs inside Better Auth's endpoints alone and, by design (OpenID Back-Channel Logout), keeps
 * `offline_access` refresh tokens alive. The plugin then refuses a revoked token (userinfo answers
 * 401 `invalid_token`, the refresh grant `invalid_grant`).
 */
export async function revokeOpenIdTokens(db: Db, userId: string, at: Date): Promise<number> {
  const access = await db
    .update(oauthAccessTokens)
    .set({ revoked: at })
    .where(and(eq(oauthAccessTokens.userId, userId), isNull(oauthAccessTokens.revoked)))
    .returning({ id: oauthAccessTokens.id });
  const refresh = await db
    .update(oauthRefreshTokens)
    .set({ revoked: at })
    .where(and(eq(oauthRefreshTokens.userId, userId), isNull(oauthRefreshTokens.revoked)))
    .returning({ id: oauthRefreshTokens.id });
  return access.length + refresh.length;
}
