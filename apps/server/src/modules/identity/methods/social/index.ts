import { genericOAuth } from "better-auth/plugins";
import type { BetterAuthDeps } from "../../better-auth";
import type { SignInMethod } from "../method";
import { socialEndpoints } from "./endpoints";
import { genericOAuthConfigs } from "./oauth-generic";
import { registerSocialRoutes } from "./social-routes";

const socialPlugins = (deps: BetterAuthDeps) =>
  [
    // Always present (an empty list without social providers) so the API type is stable.
    genericOAuth({ config: genericOAuthConfigs(deps.oauth, deps.log) }),
  ] as const;

/**
 * The social providers (oauth-providers.ts: one entry per provider, each family's quirks in its mapper and
 * oauth-profiles.ts), all through Better Auth's generic OAuth plugin; a provider is on when it has credentials.
 */
export const socialMethod: SignInMethod<ReturnType<typeof socialPlugins>> = {
  name: "social",
  plugins: socialPlugins,
  endpoints: socialEndpoints,
  dugoutRoutes: registerSocialRoutes,
  bootstrap: (identity) => ({ oauthProviders: identity.oauthProviders }),
  settings: ["OAUTH_ENDPOINTS_BASE_URL", "OAUTH_MICROSOFT_TENANT_ID"],
  errorCodes: [],
};
