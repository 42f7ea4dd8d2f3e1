/**
 * Where each call goes (apps/server/src/modules/identity/README.md). Better Auth's own endpoints
 * sit under /api/auth; Dugout's additions under /api/auth/dugout.
 */
export const paths = {
  bootstrap: "/api/auth/dugout/bootstrap",
  userSearch: "/api/auth/dugout/users/search",
  passwordStrength: "/api/auth/dugout/passwords/strength",
  tokenAuthenticate: "/api/auth/dugout/tokens/authenticate",
  emailOtpSend: "/api/auth/email-otp/send-verification-otp",
  emailOtpAuthenticate: "/api/auth/sign-in/email-otp",
  phoneOtpSend: "/api/auth/phone-number/send-otp",
  phoneOtpAuthenticate: "/api/auth/phone-number/verify",
  magicLinkSend: "/api/auth/sign-in/magic-link",
  passwordCreate: "/api/auth/sign-up/email",
  passwordAuthenticate: "/api/auth/sign-in/email",
  passwordResetStart: "/api/auth/request-password-reset",
  passwordReset: "/api/auth/reset-password",
  oauthStart: "/api/auth/dugout/oauth/start",
  oneTapCallback: "/api/auth/one-tap/callback",
  cryptoWalletStart: "/api/auth/dugout/crypto-wallets/start",
  cryptoWalletAuthenticate: "/api/auth/dugout/crypto-wallets/authenticate",
  session: "/api/auth/get-session",
  /** The session's JWT (Better Auth's jwt plugin): `{ token }`. */
  sessionJwt: "/api/auth/token",
  signOut: "/api/auth/sign-out",
  events: "/api/events",
  passkeyRegisterOptions: "/api/auth/passkey/generate-register-options",
  passkeyRegisterVerify: "/api/auth/passkey/verify-registration",
  passkeyAuthenticateOptions: "/api/auth/passkey/generate-authenticate-options",
  passkeyAuthenticateVerify: "/api/auth/passkey/verify-authentication",
  passkeyList: "/api/auth/passkey/list-user-passkeys",
  passkeyRename: "/api/auth/passkey/update-passkey",
  passkeyDelete: "/api/auth/passkey/delete-passkey",
  /** The OpenID provider's consent answer and RP-initiated logout (the IDP Consent screen; Dugout's end-session). */
  openIdConsent: "/api/auth/oauth2/consent",
  openIdEndSession: "/api/auth/dugout/oauth2/end-session",
  openIdAuthorize: "/api/auth/oauth2/authorize",
} as const;
