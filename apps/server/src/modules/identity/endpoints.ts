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

import { signInMethods } from "./methods";

type EndpointOwner = "better-auth" | "dugout";

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

interface SecretCheck {
  /** What the caller must know. */
  secret: "password" | "passcode" | "link token" | "passkey" | "wallet signature" | "client secret" | "id token";
  /** The body field naming the account whose lock counts the failure (none: the secret names it). */
  accountField?: AddressField;
}

/** The body field with the address the message goes to; an email is logged as an email_sent event of `eventType`. */
type MessageSend = { addressField: "email"; eventType: string } | { addressField: "phoneNumber" };

/** Exactly one of: checks a secret, sends a message, both, or neither (with the reason). */
export type IdentityEndpoint = EndpointBase &
  (
    | { checksSecret: SecretCheck; sendsMessage?: undefined; neither?: undefined }
    | { sendsMessage: MessageSend; checksSecret?: undefined; neither?: undefined }
    | { neither: string; checksSecret?: undefined; sendsMessage?: undefined }
  );

/** The endpoints every method shares: sessions, and Dugout's own that are not one method's. */
const coreEndpoints = [
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
    owner: "dugout",
    access: "user",
    neither: "ends all the caller's own sessions and OpenID tokens (sign-out-everywhere-route.ts)",
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
    path: "/dugout/tokens/authenticate",
    owner: "dugout",
    access: "public",
    checksSecret: { secret: "link token" },
  },
] as const satisfies readonly IdentityEndpoint[];

/** The whole list: the shared endpoints, then each sign-in method's (methods/index.ts), in list order. */
export const identityEndpoints: readonly IdentityEndpoint[] = [
  ...coreEndpoints,
  ...signInMethods.flatMap((method) => method.endpoints),
];

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
