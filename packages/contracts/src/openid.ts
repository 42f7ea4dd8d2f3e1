import { z } from "zod/mini";
import { singleLineTextSchema } from "./text";

// Dugout as an OpenID provider: the IDP Consent screen's texts, and the preflight the consent screen asks
// before it shows Allow / Deny. The app's pages the provider sends a browser to are in pages.ts.

/** Scopes the consent screen knows how to describe; openid email profile when a request names none. */
export const knownOpenIdScopes = ["openid", "profile", "email", "phone", "full_access", "offline_access"] as const;
export const defaultOpenIdScope = "openid email profile";

export const openIdScopeDescriptions: Record<(typeof knownOpenIdScopes)[number], string> = {
  openid: "Know who you are on Dugout",
  profile: "See your name and picture",
  email: "See your email address",
  phone: "See your phone number",
  full_access: "Act on your behalf in Dugout",
  offline_access: "Stay signed in when you are not using it",
};

export const openIdMessages = {
  missingParameter: (name: string): string =>
    `Required parameter is missing: ${name}. Please reach out to the application developer.`,
  consentTitle: (client: string): string => `${client} wants to access your Dugout account`,
  consentIntro: "It will be able to:",
  allow: "Allow",
  deny: "Deny",
  denied: "Access to the application was denied.",
  logoutTitle: "Log out?",
  yes: "Yes",
  no: "No",
  notLoggedOut: "You have not been logged out. You may close this page.",
  noSession: "No active session detected. Please log in to continue.",
  continuing: "Continuing to the application...",
  genericError: "Looks like there was an error!",
} as const;

/**
 * The error page (`/oauth/error`) an authorization request lands on when it fails before its redirect_uri can be
 * trusted: `error` is OAuth's code, `missing` the required parameter the request lacks (when that is the problem).
 */
export const openIdErrorParams = { error: "error", missing: "missing", description: "error_description" } as const;

/** The error page's texts beyond the consent screen's (the same sentences as the preflight's refusals). */
export const openIdErrorMessages = {
  unknownClient: "This application is not registered with Dugout.",
  unregisteredRedirect: "This application asked to return to an address it has not registered with Dugout.",
} as const;

/**
 * POST /api/auth/dugout/oauth2/end-session: the logout page's Yes. The person has confirmed, so the session ends
 * with or without `id_token_hint` (the hint is optional in OpenID's RP-Initiated Logout); the answer says where
 * the browser goes next (the client's registered post-logout URI with `state`, or null).
 */
export const openIdEndSessionPath = "/api/auth/dugout/oauth2/end-session";
export const openIdEndSessionBodySchema = z.object({
  client_id: z.optional(singleLineTextSchema.check(z.minLength(1), z.maxLength(200))),
  post_logout_redirect_uri: z.optional(singleLineTextSchema.check(z.minLength(1), z.maxLength(2000))),
  id_token_hint: z.optional(singleLineTextSchema.check(z.minLength(1), z.maxLength(8000))),
  state: z.optional(singleLineTextSchema.check(z.maxLength(2000))),
});
export type OpenIdEndSessionBody = z.infer<typeof openIdEndSessionBodySchema>;
export const openIdEndSessionAnswerSchema = z.object({ url: z.nullable(z.string()) });

/** GET /api/auth/dugout/oauth2/preflight?client_id&redirect_uri&scope: who asks, and whether to ask the user. */
export const openIdPreflightPath = "/api/auth/dugout/oauth2/preflight";
export const openIdPreflightQuerySchema = z.object({
  client_id: singleLineTextSchema.check(z.minLength(1), z.maxLength(200)),
  redirect_uri: singleLineTextSchema.check(z.minLength(1), z.maxLength(2000)),
  scope: z.optional(singleLineTextSchema.check(z.maxLength(500))),
  /** The request's prompt: `consent` asks again even after an earlier Allow. */
  prompt: z.optional(singleLineTextSchema.check(z.maxLength(100))),
});
export const openIdPreflightSchema = z.object({
  consent_required: z.boolean(),
  oidc_client: z.object({ client_name: z.string() }),
  redirect_uri: z.string(),
  scopes: z.array(z.string()),
});
export type OpenIdPreflight = z.infer<typeof openIdPreflightSchema>;
