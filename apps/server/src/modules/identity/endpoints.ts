/**
 * Every identity endpoint that is reachable over HTTP, and what it does with a secret or a message.
 * Better Auth has about sixty endpoints; only the ones listed here are mounted (mount.ts registers one
 * Fastify route per entry and nothing else answers under /api/auth), so an endpoint nobody reviewed
 * cannot be called. The abuse accounting reads the same list (hooks.ts, widget-routes.ts):
 * - an endpoint that checks a secret counts every attempt against the per-IP attempt limit, and a
 *   wrong secret for a named account against that account's lock (10 failures lock it for an hour);
 * - an endpoint that sends a message counts against the per-address and per-IP send caps;
 * - an endpoint that sets a password applies the password policy to that body field.
 * Server-side calls (`auth.api.*`) are not HTTP routes and are not listed; the route that makes
 * them is.
 */

export type EndpointOwner = "better-auth" | "dugout";

interface EndpointBase {
  method: "GET" | "POST";
  /** Who may call it (plugins/access.ts): Better Auth's own endpoints check sessions themselves. */
  access: "identity" | "public" | "user";
  /** Path under /api/auth, as Better Auth names it (`ctx.path`); ours start with /dugout/. */
  path: string;
  owner: EndpointOwner;
  /** The body field holding a password this endpoint sets; the policy applies to it. */
  setsPassword?: string;
  /**
   * May create an account for the address in its `email` field, or for the number in its
   * `phoneNumber` field (now or when its link or code is used): the sign-up policy
   * (signup-policy.ts) refuses addresses it does not allow, before anything is sent.
   */
  createsAccounts?: true;
  /**
   * Speaks OAuth 2.0 / OpenID Connect to relying parties: its error bodies are the protocol's
   * (`{ error, error_description }`), passed through as they are, not Dugout's.
   */
  oauthProtocol?: true;
  /**
   * Starts a sign-in that a token brought to a landing page completes (a magic link, a password sign-up's
   * confirmation link, a social sign-in's return): the calling browser gets its binding cookie, and the token
   * is bound to it, so the landing signs in without a question only in this browser (sign-in-binding.ts).
   */
  bindsBrowser?: true;
  /**
   * Why this POST is called from other sites (a relying party's server, a provider's form post): every other
   * POST must come from this site's pages (the mount checks Origin, against cross-site requests and login CSRF).
   */
  crossSite?: string;
}

/** A body field that names an account: an email address, or an E.164 phone number (phone-numbers.ts). */
export type AddressField = "email" | "phoneNumber" | "crypto_wallet_address";

export interface SecretCheck {
  /** What the caller must know. */
  secret: "password" | "passcode" | "link token" | "passkey" | "wallet signature" | "client secret" | "id token";
  /** The body field naming the account whose lock counts the failure (none: the secret names it). */
  accountField?: AddressField;
}

/** The body field with the address the message goes to; an email is logged as an email_sent event of `eventType`. */
export type MessageSend = { addressField: "email"; eventType: string } | { addressField: "phoneNumber" };

/** Exactly one of: checks a secret, sends a message, both, or neither (with the reason). */
export type IdentityEndpoint = EndpointBase &
  (
    | { checksSecret: SecretCheck; sendsMessage?: undefined; neither?: undefined }
    | { sendsMessage: MessageSend; checksSecret?: undefined; neither?: undefined }
    | { neither: string; checksSecret?: undefined; sendsMessage?: undefined }
  );

export const identityEndpoints = [
  // --- sessions ---
  {
    method: "GET",
    path: "/get-session",
    owner: "better-auth",
    access: "identity",
    neither: "reads (and slides) the caller's own session",
  },
  {
    method: "POST",
    path: "/sign-out",
    owner: "better-auth",
    access: "identity",
    neither: "ends the caller's own session",
  },
  {
    method: "GET",
    path: "/list-sessions",
    owner: "better-auth",
    access: "identity",
    neither: "lists the caller's own sessions",
  },
  {
    method: "POST",
    path: "/revoke-session",
    owner: "better-auth",
    access: "identity",
    neither: "revokes one of the caller's own sessions (needs the session)",
  },
  {
    method: "POST",
    path: "/revoke-sessions",
    owner: "better-auth",
    access: "identity",
    neither: "revokes all the caller's own sessions",
  },
  {
    method: "GET",
    path: "/token",
    owner: "better-auth",
    access: "identity",
    neither: "issues a JWT for the caller's own session",
  },
  {
    method: "GET",
    path: "/jwks",
    owner: "better-auth",
    access: "identity",
    neither: "public keys that verify session JWTs",
  },
  // --- email and password ---
  {
    method: "POST",
    path: "/sign-in/email",
    owner: "better-auth",
    access: "identity",
    checksSecret: { secret: "password", accountField: "email" },
  },
  {
    method: "POST",
    path: "/sign-up/email",
    owner: "better-auth",
    access: "identity",
    createsAccounts: true,
    bindsBrowser: true,
    setsPassword: "password",
    sendsMessage: { addressField: "email", eventType: "verify email after password sign-up" },
  },
  {
    method: "POST",
    path: "/request-password-reset",
    owner: "better-auth",
    access: "identity",
    sendsMessage: { addressField: "email", eventType: "reset password by email" },
  },
  {
    method: "POST",
    path: "/reset-password",
    owner: "better-auth",
    access: "identity",
    setsPassword: "newPassword",
    checksSecret: { secret: "link token" },
  },
  // --- email magic link and passcode ---
  {
    method: "POST",
    path: "/sign-in/magic-link",
    owner: "better-auth",
    access: "identity",
    createsAccounts: true,
    bindsBrowser: true,
    sendsMessage: { addressField: "email", eventType: "login or create email magic link" },
  },
  {
    method: "POST",
    path: "/email-otp/send-verification-otp",
    owner: "better-auth",
    access: "identity",
    createsAccounts: true,
    sendsMessage: { addressField: "email", eventType: "login or create email otp" },
  },
  {
    method: "POST",
    path: "/sign-in/email-otp",
    owner: "better-auth",
    access: "identity",
    createsAccounts: true,
    checksSecret: { secret: "passcode", accountField: "email" },
  },
  // --- text and WhatsApp passcode (phoneNumber plugin; `channel` in the body picks the channel) ---
  {
    method: "POST",
    path: "/phone-number/send-otp",
    owner: "better-auth",
    access: "identity",
    createsAccounts: true,
    sendsMessage: { addressField: "phoneNumber" },
  },
  {
    method: "POST",
    path: "/phone-number/verify",
    owner: "better-auth",
    access: "identity",
    createsAccounts: true,
    checksSecret: { secret: "passcode", accountField: "phoneNumber" },
  },
  // --- OpenID provider (@better-auth/oauth-provider; openid-provider.ts) ---
  {
    method: "GET",
    path: "/oauth2/authorize",
    owner: "better-auth",
    access: "identity",
    oauthProtocol: true,
    neither:
      "sends the browser to sign in or to consent; the code it hands a client is single use, short-lived and bound to its PKCE challenge",
  },
  {
    method: "POST",
    path: "/oauth2/consent",
    owner: "better-auth",
    access: "identity",
    neither: "records the signed-in user's answer to a signed authorization request",
  },
  {
    method: "POST",
    path: "/oauth2/token",
    owner: "better-auth",
    access: "identity",
    oauthProtocol: true,
    crossSite: "relying parties call it from their servers, authenticated by their client secret",
    checksSecret: { secret: "client secret" },
  },
  {
    method: "GET",
    path: "/oauth2/userinfo",
    owner: "better-auth",
    access: "identity",
    oauthProtocol: true,
    neither: "answers the holder of an access token about that token's user",
  },
  {
    method: "POST",
    path: "/oauth2/revoke",
    owner: "better-auth",
    access: "identity",
    oauthProtocol: true,
    crossSite: "relying parties call it from their servers, authenticated by their client secret",
    checksSecret: { secret: "client secret" },
  },
  {
    method: "GET",
    path: "/oauth2/end-session",
    owner: "better-auth",
    access: "identity",
    oauthProtocol: true,
    neither: "ends the caller's own session when a registered client asks for its logout",
  },
  // --- OAuth (the social providers of oauth-providers.ts) ---
  {
    method: "POST",
    path: "/one-tap/callback",
    owner: "better-auth",
    access: "identity",
    createsAccounts: true,
    checksSecret: { secret: "id token" },
  },
  {
    method: "GET",
    path: "/callback/:id",
    owner: "better-auth",
    access: "identity",
    neither: "the provider's return: its state is bound to a signed cookie and its code is checked by the provider",
  },
  {
    method: "POST",
    path: "/callback/:id",
    owner: "better-auth",
    access: "identity",
    crossSite: "Apple posts its answer from its own site (form_post)",
    neither:
      "Apple's return (form_post): Better Auth only redirects it to the GET callback, where the state cookie is checked",
  },
  // --- passkeys (@better-auth/passkey) ---
  {
    method: "GET",
    path: "/passkey/generate-register-options",
    owner: "better-auth",
    access: "identity",
    neither: "a registration challenge for the signed-in caller (needs a fresh session)",
  },
  {
    method: "POST",
    path: "/passkey/verify-registration",
    owner: "better-auth",
    access: "identity",
    neither: "adds a passkey to the signed-in caller's own account (needs a fresh session and the challenge cookie)",
  },
  {
    method: "GET",
    path: "/passkey/generate-authenticate-options",
    owner: "better-auth",
    access: "identity",
    neither: "a sign-in challenge; nothing is checked until it is answered",
  },
  {
    method: "POST",
    path: "/passkey/verify-authentication",
    owner: "better-auth",
    access: "identity",
    // The credential names the account, so only the per-IP attempt limit applies (no account lock).
    checksSecret: { secret: "passkey" },
  },
  {
    method: "GET",
    path: "/passkey/list-user-passkeys",
    owner: "better-auth",
    access: "identity",
    neither: "lists the caller's own passkeys (needs the session)",
  },
  {
    method: "POST",
    path: "/passkey/update-passkey",
    owner: "better-auth",
    access: "identity",
    neither: "renames one of the caller's own passkeys (needs the session; another's answers an error)",
  },
  {
    method: "POST",
    path: "/passkey/delete-passkey",
    owner: "better-auth",
    access: "identity",
    neither: "deletes one of the caller's own passkeys (needs the session; another's answers an error)",
  },
  // --- Dugout's own ---
  {
    method: "GET",
    path: "/dugout/bootstrap",
    owner: "dugout",
    access: "public",
    neither: "public configuration of the widget",
  },
  {
    method: "POST",
    path: "/dugout/users/search",
    owner: "dugout",
    access: "public",
    neither: "tells the account type by design (the widget needs it); rate-limited per IP",
  },
  {
    method: "POST",
    path: "/dugout/passwords/strength",
    owner: "dugout",
    access: "public",
    neither: "judges a password without storing or comparing it; rate-limited per IP",
  },
  {
    method: "POST",
    path: "/dugout/passwords/set",
    owner: "dugout",
    access: "user",
    setsPassword: "password",
    neither: "sets a first password for the signed-in caller (needs the session)",
  },
  {
    method: "GET",
    path: "/dugout/oauth2/preflight",
    owner: "dugout",
    access: "user",
    neither: "tells the signed-in caller's consent screen which registered client asks, and whether to ask",
  },
  {
    method: "POST",
    path: "/dugout/oauth2/end-session",
    owner: "dugout",
    access: "user",
    neither: "ends the caller's own session when they said yes to a registered client's logout",
  },
  {
    method: "POST",
    path: "/dugout/tokens/authenticate",
    owner: "dugout",
    access: "public",
    checksSecret: { secret: "link token" },
  },
  {
    method: "POST",
    path: "/dugout/oauth/start",
    owner: "dugout",
    access: "public",
    bindsBrowser: true,
    neither: "starts a redirect to the provider; nothing is checked or sent",
  },
  {
    method: "GET",
    path: "/dugout/oauth/complete",
    owner: "dugout",
    access: "public",
    neither: "hands the session Better Auth just created to the page as a one-time token",
  },
  // --- crypto wallets (wallet-routes.ts) ---
  {
    method: "POST",
    path: "/dugout/crypto-wallets/start",
    owner: "dugout",
    access: "public",
    neither: "a message for the wallet to sign; nothing is checked or sent; rate-limited per IP",
  },
  {
    method: "POST",
    path: "/dugout/crypto-wallets/authenticate",
    owner: "dugout",
    access: "public",
    // No account lock: anyone can name a wallet, so wrong signatures lock the caller's IP (wallet-routes.ts).
    checksSecret: { secret: "wallet signature" },
  },
] as const satisfies readonly IdentityEndpoint[];

const byRoute = new Map<string, IdentityEndpoint>(
  identityEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]),
);
const byPath = new Map<string, IdentityEndpoint>(identityEndpoints.map((endpoint) => [endpoint.path, endpoint]));

/** The entry of a mounted endpoint, by method and path under /api/auth. */
export const identityEndpoint = (method: string, path: string): IdentityEndpoint | undefined =>
  byRoute.get(`${method} ${path}`);

/**
 * The entry of a Better Auth endpoint by the path its hooks see (`ctx.path`). Server-side calls of
 * endpoints that are not mounted (magic-link verify behind tokens/authenticate, say) find none:
 * the mounted route that made them did the accounting.
 */
export const betterAuthEndpoint = (path: string): IdentityEndpoint | undefined => {
  const found = byPath.get(path);
  return found?.owner === "better-auth" ? found : undefined;
};
