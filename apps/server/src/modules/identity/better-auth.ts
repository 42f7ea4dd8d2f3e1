import { betterAuth } from "better-auth";
import { eq } from "drizzle-orm";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, jwt, oneTimeToken } from "better-auth/plugins";
import {
  accounts,
  jwks,
  oauthAccessTokens,
  oauthClientAssertions,
  oauthClientResources,
  oauthClients,
  oauthConsents,
  oauthRefreshTokens,
  oauthResources,
  passkeys,
  rateLimits,
  sessions,
  users,
  verifications,
  type Db,
} from "@dugout/db";
import type { FastifyBaseLogger } from "fastify";
import type { Messaging } from "../../integrations/messaging/port";
import { burstRulesFor } from "./burst-rules";
import { identityApiError } from "./api-errors";
import { betterAuthLogger } from "./better-auth-logger";
import { intermediateStateCookies } from "./intermediate-state";
import { landingUrl, resetPasswordTokenType, verifyEmailEmail, verifyEmailTokenType } from "./emails";
import { createHooks, type HookDeps } from "./hooks";
import { resetPasswordMessage } from "./message-templates";
import { widgetOptions } from "./widget-options";
import { maxPasswordLength } from "./methods/passwords/password-policy";
import { hashStoredPhoneCode } from "./methods/phone/phone-passcodes";
import type { OAuthSettings } from "../../oauth-settings";
import { isPlaceholderEmail } from "./placeholder-emails";
import { formPostOrigins } from "./methods/social/oauth-generic";
import { signInMethods } from "./methods";
import { pluginsOf } from "./methods/method";
import { boundBrowser, oneTimeTokenMinutes, type SignInBindings } from "./sign-in-binding";
import type { SecretSet } from "../../secrets";
import { legacySecret, versionedSecrets } from "./secret-rotation";
import { crossSiteCookies } from "../../widget-origins";
import { authBasePath } from "./auth-paths";

export interface BetterAuthDeps extends Omit<HookDeps, "baseUrl"> {
  db: Db;
  /** BETTER_AUTH_SECRET (or the generated one) and, during a rotation, the ones it replaced. */
  secrets: SecretSet;
  baseUrl: string;
  /** WIDGET_ALLOWED_ORIGINS: other sites whose pages embed the sign-in widget (widget-origins.ts). */
  widgetOrigins: readonly string[];
  messaging: Messaging;
  /** Notes the time of a sign-in (the Users page shows it). */
  recordSignIn(userId: string): Promise<void>;
  /** Notes which browser asked for each sign-in link as it is sent (sign-in-binding.ts). */
  signInBindings: SignInBindings;
  /** The social providers with credentials (oauth-settings.ts). */
  oauth: OAuthSettings;
  /** Where Google's ID-token keys are (One Tap). */
  googleCertsUrl: string;
  log: FastifyBaseLogger;
}

export const sessionCookiePrefix = "dugout";
/** Password-reset links live as long as magic links: both prove control of the mailbox. */
const resetMinutes = (deps: BetterAuthDeps) => deps.lifetimes.magicLinkMinutes;

/**
 * The identity provider: Better Auth 1.7 on our drizzle database (docs/decisions/0008-identity-provider.md#facts-this-relies-on).
 * Sessions are database rows without a cookie cache, so a revoked session stops working at once.
 */
export function createBetterAuth(deps: BetterAuthDeps) {
  const hooks = createHooks(deps);
  return betterAuth({
    appName: "Dugout",
    baseURL: deps.baseUrl,
    basePath: authBasePath,
    // Versioned (secret-rotation.ts): Better Auth encrypts with the current secret and decrypts with any listed;
    // `secret` is then only its fallback for data encrypted before versions, and passing `secrets` keeps it from
    // reading BETTER_AUTH_SECRETS from the environment behind our back.
    secret: legacySecret(deps.secrets),
    secrets: versionedSecrets(deps.secrets),
    // The sites embedding the widget pass Better Auth's Origin check (their CORS is plugins/widget-cors.ts), and
    // so does Apple's form post back to us, which carries our cookies when they are SameSite=None.
    trustedOrigins: [new URL(deps.baseUrl).origin, ...deps.widgetOrigins, ...formPostOrigins(deps.oauth)],
    database: drizzleAdapter(deps.db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        jwks,
        passkey: passkeys,
        oauthClient: oauthClients,
        oauthResource: oauthResources,
        oauthClientResource: oauthClientResources,
        oauthRefreshToken: oauthRefreshTokens,
        oauthAccessToken: oauthAccessTokens,
        oauthConsent: oauthConsents,
        oauthClientAssertion: oauthClientAssertions,
        rateLimit: rateLimits,
      },
    }),
    telemetry: { enabled: false },
    logger: betterAuthLogger(deps.log),
    // An unexpected error (a failed statement) leaves Better Auth's handler instead of being printed
    // to the console with its query's parameters: the app's error handler logs it without them.
    onAPIError: { throw: true },
    advanced: {
      database: { generateId: "uuid" },
      cookiePrefix: sessionCookiePrefix,
      // The OAuth state cookie carries the sign-in between start and callback: 10 minutes (intermediate-state.ts).
      cookies: intermediateStateCookies,
      // Better Auth skips its Origin/CSRF checks under NODE_ENV=test by default; tests must see the real ones.
      disableOriginCheck: false,
      useSecureCookies: deps.baseUrl.startsWith("https://"),
      // A widget on another site needs its session cookie sent cross-site; the name keeps its prefix.
      ...(crossSiteCookies(deps.baseUrl, deps.widgetOrigins)
        ? { defaultCookieAttributes: { sameSite: "none", secure: true } as const }
        : {}),
      // The Fastify mount sets x-forwarded-for from request.ip (which honours TRUST_PROXY).
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
    },
    user: {
      additionalFields: {
        passwordResetRequired: { type: "boolean", required: false, defaultValue: false, input: false, returned: false },
      },
    },
    session: {
      additionalFields: {
        durationMinutes: { type: "number", required: false, input: false, returned: true },
      },
      expiresIn: deps.lifetimes.sessionMinutes * 60,
      // Any authenticated call after a minute slides the expiry (the widget refreshes every 3 minutes).
      updateAge: 60,
      cookieCache: { enabled: false },
      // Adding a passkey needs a session signed in within this many seconds (Better Auth's default,
      // written out because it matters): a session is fresh right after sign-in, and sliding use does
      // not refresh it, so someone signed in for over a day signs in again first (session_not_fresh).
      freshAge: 24 * 60 * 60,
    },
    // No provider is trusted by name: a social sign-in links to an existing account only with an address
    // the provider vouches for (verified, on the trusted list: oauth-accounts.ts), and only to an account
    // whose own address is verified (Better Auth's requireLocalEmailVerified, on by default).
    account: { accountLinking: { enabled: true, trustedProviders: [] } },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      // Bursts per IP and path (lifted on sending paths for TRUSTED_NETWORKS); the hourly send and lock rules are ours (limits.ts).
      customRules: burstRulesFor(deps.limits.sharedAddress),
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      // A password sign-up proves nothing about the mailbox: no session until its link is opened.
      requireEmailVerification: true,
      minPasswordLength: 1,
      maxPasswordLength,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: resetMinutes(deps) * 60,
      // The password policy runs in hooks.before on every endpoint that sets a password (endpoints.ts).
      // Not in password.hash: sign-in hashes the submitted password for unknown accounts too (against
      // timing attacks), and refusing it there told unknown accounts apart from real ones.
      async sendResetPassword({ user, url: verifyUrl, token }) {
        // Better Auth's own link carries the requested redirectTo as callbackURL; we land there instead.
        const redirect = new URL(verifyUrl).searchParams.get("callbackURL");
        const url = landingUrl(deps.baseUrl, redirect ?? undefined, token, resetPasswordTokenType);
        const options = widgetOptions();
        const minutes = options.expirationMinutes ?? resetMinutes(deps);
        if (minutes !== resetMinutes(deps)) {
          // Better Auth created the token's row with the server's lifetime; the widget asked for less.
          await deps.db
            .update(verifications)
            .set({ expiresAt: new Date(Date.now() + minutes * 60_000) })
            .where(eq(verifications.identifier, `reset-password:${token}`));
        }
        await deps.messaging.send(resetPasswordMessage(options.template ?? "dugout_default", user.email, url, minutes));
      },
      async onPasswordReset({ user }) {
        await deps.setResetRequired(user.id, false);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Signing in with the password of an unverified account answers EMAIL_NOT_VERIFIED and sends
      // nothing: a mail per attempt would let anyone flood the address (the send caps count sends).
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: deps.lifetimes.magicLinkMinutes * 60,
      async sendVerificationEmail({ user, url: verifyUrl, token }) {
        // A placeholder address (a social account without a vouched address) has no mailbox to reach.
        if (isPlaceholderEmail(user.email)) return;
        const redirect = new URL(verifyUrl).searchParams.get("callbackURL");
        const url = landingUrl(deps.baseUrl, redirect ?? undefined, token, verifyEmailTokenType);
        // The link signs in (autoSignInAfterVerification): bound to the browser that signed up.
        await deps.signInBindings.record({
          token,
          email: user.email,
          minutes: deps.lifetimes.magicLinkMinutes,
          binding: boundBrowser(),
        });
        await deps.messaging.send(verifyEmailEmail(user.email, url, deps.lifetimes.magicLinkMinutes));
      },
    },
    databaseHooks: {
      verification: {
        create: {
          // Phone codes are stored hashed (the plugin would keep them in clear).
          async before(verification) {
            return { data: hashStoredPhoneCode(verification) };
          },
        },
      },
      user: {
        create: {
          // Every way Better Auth creates an account (sign-up, a first link or passcode, a social provider) passes
          // here; invitations and the command line insert users directly.
          async before(user) {
            if (!deps.signup.allows(user.email)) {
              throw identityApiError("signup_not_allowed");
            }
            return { data: user };
          },
        },
      },
      session: {
        create: {
          // A widget may ask for a shorter session (sessionDurationMinutes, checked in hooks.before).
          async before(session) {
            const minutes = widgetOptions().sessionDurationMinutes;
            if (minutes === undefined) return { data: session };
            return {
              data: { ...session, durationMinutes: minutes, expiresAt: new Date(Date.now() + minutes * 60_000) },
            };
          },
          async after(session) {
            await deps.recordSignIn(session.userId);
          },
        },
      },
    },
    hooks,
    plugins: [
      admin({ adminRoles: ["admin"], defaultRole: "user" }),
      jwt({ jwt: { issuer: deps.baseUrl, audience: deps.baseUrl, expirationTime: "5m" } }),
      // Hands an OAuth return to the landing page as ?token=...&dugout_token_type=oauth (server-side only).
      oneTimeToken({ expiresIn: oneTimeTokenMinutes, storeToken: "hashed", disableClientRequest: true }),
      // Each sign-in method's plugins, in the list's order (methods/index.ts).
      ...pluginsOf(signInMethods, deps),
    ],
  });
}

export type BetterAuthInstance = ReturnType<typeof createBetterAuth>;
