import type { SignInMethod } from "../method";
import { openIdEndpoints } from "./endpoints";
import { openIdHolderCheck } from "./openid-holder-check";
import { registerOpenIdEndSession } from "./openid-logout";
import { openIdProvider } from "./openid-provider";
import { registerOpenIdDiscovery, registerOpenIdPreflight } from "./openid-routes";

const openIdPlugins = () =>
  [
    openIdProvider(),
    // A deactivated or deleted person's tokens are refused at the refresh grant and userinfo.
    openIdHolderCheck(),
  ] as const;

/**
 * The OpenID provider: other applications sign their users in with Dugout (@better-auth/oauth-provider; the
 * session JWT plugin it signs with is identity's own). Clients are registered with `npm run oauth-client`.
 */
export const openIdMethod: SignInMethod<ReturnType<typeof openIdPlugins>> = {
  name: "openid",
  plugins: openIdPlugins,
  endpoints: openIdEndpoints,
  dugoutRoutes: (app, { ctx, identity }) => {
    registerOpenIdPreflight(app, ctx);
    registerOpenIdEndSession(app, ctx, identity);
  },
  routes: (app, ctx, identity) => registerOpenIdDiscovery(app, identity.auth, ctx.config.baseUrl),
  settings: ["APP_BASE_URL"],
  errorCodes: ["invalid_client", "invalid_redirect_uri", "openid_request_unknown", "openid_request_of_another_account"],
};
