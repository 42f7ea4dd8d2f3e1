import { createHash } from "node:crypto";
import { oauthProvider } from "@better-auth/oauth-provider";
import { openIdPagePaths } from "@dugout/contracts/pages";

/**
 * Dugout as an OpenID Connect provider (Better Auth's oauth-provider plugin, with the jwt plugin's
 * keys signing id tokens). Sign-in and consent happen on pages of the app (the IDP Consent screen);
 * clients are registered by an operator (`npm run oauth-client`), never by the public.
 */

/** The scopes a client may ask for (the widget knows these names). */
export const openIdScopes = ["openid", "profile", "email", "phone", "offline_access"] as const;

/**
 * How client secrets and tokens are kept: SHA-256, base64url. Ours rather than the plugin's default
 * so the command line can register a client (store its secret) without going through a signed-in
 * HTTP call.
 */
export const hashOpenIdSecret = (value: string): string => createHash("sha256").update(value).digest("base64url");

export function openIdProvider() {
  return oauthProvider({
    loginPage: openIdPagePaths.signIn,
    consentPage: openIdPagePaths.consent,
    scopes: [...openIdScopes],
    allowDynamicClientRegistration: false,
    storeClientSecret: { hash: hashOpenIdSecret },
  });
}
