import { passkey } from "@better-auth/passkey";
import type { BetterAuthDeps } from "../../better-auth";
import type { SignInMethod } from "../method";
import { passkeyEndpoints } from "./endpoints";
import { passkeyErrorCodes } from "./passkey-policy";

const passkeyPlugins = (deps: BetterAuthDeps) =>
  [
    // The relying party is this server's own host name and origin, never what a request claims.
    passkey({ rpID: new URL(deps.baseUrl).hostname, rpName: "Dugout", origin: new URL(deps.baseUrl).origin }),
  ] as const;

/** Passkeys (WebAuthn, @better-auth/passkey); hooks.ts runs passkey-policy.ts around the plugin's endpoints. */
export const passkeysMethod: SignInMethod<ReturnType<typeof passkeyPlugins>> = {
  name: "passkeys",
  plugins: passkeyPlugins,
  endpoints: passkeyEndpoints,
  settings: ["APP_BASE_URL"],
  errorCodes: passkeyErrorCodes,
  afterHookErrorCodes: passkeyErrorCodes,
};
