import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { hashOpenIdSecret } from "./openid-provider";

/**
 * The oauth-provider plugin checks neither the ban nor the account when a relying party refreshes its
 * tokens or reads userinfo: a token that escaped revocation (deactivation revokes them all:
 * openid-token-revocation.ts) would keep working for a deactivated person. This server-only plugin
 * refuses both, with the protocol's own errors and the plugin's own words, so a refusal tells a relying
 * party nothing a revoked token would not. A deleted person's tokens are gone with their row (ON DELETE
 * CASCADE), which the plugin already refuses the same way.
 */

interface TokenRow {
  userId: string | null;
}
interface HolderRow {
  banned?: boolean | null;
  banExpires?: Date | string | null;
}

const refreshRefused = () =>
  new APIError("BAD_REQUEST", { error: "invalid_grant", error_description: "invalid refresh token" });

// The plugin's own answer to an inactive access token (RFC 6750 section 3.1).
const accessRefused = () =>
  new APIError(
    "UNAUTHORIZED",
    { error: "invalid_token", error_description: "Invalid access token" },
    { "WWW-Authenticate": 'Bearer error="invalid_token", error_description="Invalid access token"' },
  );

/** Deactivated: Better Auth's admin ban, without an end or with one still ahead. */
function deactivated(user: HolderRow): boolean {
  if (user.banned !== true) return false;
  return !user.banExpires || new Date(user.banExpires).getTime() > Date.now();
}

const bearerToken = (headers: Headers | undefined): string | undefined =>
  /^Bearer\s+(\S+)$/i.exec(headers?.get("authorization") ?? "")?.[1];

export function openIdHolderCheck() {
  return {
    id: "dugout-openid-holder-check",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/oauth2/token" || ctx.path === "/oauth2/userinfo",
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            const [model, token, refusal] =
              ctx.path === "/oauth2/token"
                ? ([
                    "oauthRefreshToken",
                    body.grant_type === "refresh_token" ? body.refresh_token : undefined,
                    refreshRefused,
                  ] as const)
                : (["oauthAccessToken", bearerToken(ctx.headers), accessRefused] as const);
            if (typeof token !== "string" || token === "") return;
            // Tokens are stored as the plugin's default hash (SHA-256, base64url), which hashOpenIdSecret is.
            const row = await ctx.context.adapter.findOne<TokenRow>({
              model,
              where: [{ field: "token", value: hashOpenIdSecret(token) }],
            });
            // An unknown token (or a JWT access token, which Dugout does not issue) is the plugin's to refuse.
            if (!row?.userId) return;
            const holder = (await ctx.context.internalAdapter.findUserById(row.userId)) as HolderRow | null;
            if (!holder || deactivated(holder)) throw refusal();
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
