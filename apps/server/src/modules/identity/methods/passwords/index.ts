import type { SignInMethod } from "../method";
import { passwordEndpoints } from "./endpoints";
import { registerPasswordRoutes } from "./password-routes";

/**
 * Passwords: Better Auth's email-and-password (configured in better-auth.ts: it is core options, not a plugin),
 * the password policy (password-policy.ts, run by hooks.ts on every endpoint that sets one) and the strength check.
 */
export const passwordsMethod: SignInMethod<[]> = {
  name: "passwords",
  endpoints: passwordEndpoints,
  dugoutRoutes: registerPasswordRoutes,
  bootstrap: (identity) => ({ passwordConfig: identity.policy.bootstrapConfig(), methods: { passwords: true } }),
  settings: ["PASSWORD_POLICY", "LUDS_MIN_LENGTH", "LUDS_COMPLEXITY", "BREACHED_PASSWORDS_FILE"],
  errorCodes: ["weak_password", "breached_password", "password_already_set"],
};
