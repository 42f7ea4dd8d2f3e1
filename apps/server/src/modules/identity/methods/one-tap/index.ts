import { googleClientId } from "../../../../oauth-settings";
import type { BetterAuthDeps } from "../../better-auth";
import type { SignInMethod } from "../method";
import { oneTapEndpoints } from "./endpoints";
import { dugoutOneTap } from "./one-tap";
import { createOneTapReplays } from "./one-tap-replays";

/**
 * Google One Tap, when Google sign-in is configured: the Google Identity Services script, its prompt
 * (an iframe) and its stylesheet come from accounts.google.com.
 */
const googleIdentityServices = "https://accounts.google.com";

const oneTapPlugins = (deps: BetterAuthDeps) =>
  [
    // Always present: without a Google client it refuses, so the mounted route answers the same way.
    dugoutOneTap({
      clientId: googleClientId(deps.oauth),
      certsUrl: deps.googleCertsUrl,
      replays: createOneTapReplays(deps.db),
    }),
  ] as const;

/** Google One Tap: Google's prompt hands the page an ID token, which signs in (one-tap.ts). */
export const oneTapMethod: SignInMethod<ReturnType<typeof oneTapPlugins>> = {
  name: "one-tap",
  plugins: oneTapPlugins,
  endpoints: oneTapEndpoints,
  bootstrap: (identity) => ({ oneTap: identity.googleClientId ? { clientId: identity.googleClientId } : null }),
  contentSecurity: (config) =>
    googleClientId(config.oauth) === undefined
      ? undefined
      : {
          scriptSrc: [googleIdentityServices],
          styleSrc: [googleIdentityServices],
          connectSrc: [googleIdentityServices],
          frameSrc: [googleIdentityServices],
        },
  settings: ["OAUTH_GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_ID", "GOOGLE_CERTS_URL"],
  errorCodes: ["oauth_provider_not_configured"],
};
