import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { hashPassword } from "better-auth/crypto";
import { admin, emailOTP, genericOAuth, jwt, magicLink, oneTimeToken } from "better-auth/plugins";
import { accounts, jwks, rateLimits, sessions, users, verifications, type Db } from "@dugout/db";
import { APIError } from "better-auth/api";
import type { Messaging } from "../../integrations/messaging/port";
import { landingUrl, magicLinkEmail, otpEmail, resetPasswordEmail, resetPasswordTokenType } from "./emails";
import { createHooks, type HookDeps } from "./hooks";
import type { PasswordPolicy } from "./password-policy";
import { maxPasswordLength } from "./password-policy";

/** Where Google's OAuth endpoints are; tests point them at a local stand-in. */
export interface GoogleEndpoints {
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

export const googleEndpoints: GoogleEndpoints = {
  authorizationUrl: "https://accounts.google.com/o/oauth2/v2/auth",
  tokenUrl: "https://oauth2.googleapis.com/token",
  userInfoUrl: "https://openidconnect.googleapis.com/v1/userinfo",
};

export interface BetterAuthDeps extends Omit<HookDeps, "baseUrl"> {
  db: Db;
  secret: string;
  baseUrl: string;
  messaging: Messaging;
  policy: PasswordPolicy;
  magicLinkMinutes: number;
  otpMinutes: number;
  sessionMinutes: number;
  google?: { clientId: string; clientSecret: string; endpoints: GoogleEndpoints } | undefined;
}

export const authBasePath = "/api/auth";
export const sessionCookiePrefix = "dugout";
/** Password-reset links live as long as magic links: both prove control of the mailbox. */
const resetMinutes = (deps: BetterAuthDeps) => deps.magicLinkMinutes;

/**
 * The identity provider: Better Auth 1.7 on our drizzle database (notes/identity.md).
 * Sessions are database rows without a cookie cache, so a revoked session stops working at once.
 */
export function createBetterAuth(deps: BetterAuthDeps) {
  const hooks = createHooks(deps);
  return betterAuth({
    appName: "Dugout",
    baseURL: deps.baseUrl,
    basePath: authBasePath,
    secret: deps.secret,
    trustedOrigins: [new URL(deps.baseUrl).origin],
    database: drizzleAdapter(deps.db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        jwks,
        rateLimit: rateLimits,
      },
    }),
    telemetry: { enabled: false },
    logger: { disabled: process.env.NODE_ENV === "test" },
    advanced: {
      database: { generateId: "uuid" },
      cookiePrefix: sessionCookiePrefix,
      // Better Auth skips its Origin/CSRF checks under NODE_ENV=test by default; tests must see the real ones.
      disableOriginCheck: false,
      useSecureCookies: deps.baseUrl.startsWith("https://"),
      // The Fastify mount sets x-forwarded-for from request.ip (which honours TRUST_PROXY).
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
    },
    user: {
      additionalFields: {
        passwordResetRequired: { type: "boolean", required: false, defaultValue: false, input: false, returned: false },
      },
    },
    session: {
      expiresIn: deps.sessionMinutes * 60,
      // Any authenticated call after a minute slides the expiry (the widget refreshes every 3 minutes).
      updateAge: 60,
      cookieCache: { enabled: false },
    },
    account: { accountLinking: { enabled: true, trustedProviders: ["google"] } },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      // Bursts per IP and path; the hourly send and lock rules are ours (limits.ts).
      customRules: {
        "/sign-in/*": { window: 60, max: 30 },
        "/sign-up/*": { window: 60, max: 20 },
        "/request-password-reset": { window: 60, max: 10 },
        "/email-otp/send-verification-otp": { window: 60, max: 10 },
        "/get-session": { window: 60, max: 120 },
      },
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      requireEmailVerification: false,
      minPasswordLength: 1,
      maxPasswordLength,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: resetMinutes(deps) * 60,
      password: {
        // The policy also runs in hooks.before with the email; this catches every other path.
        async hash(password) {
          const result = await deps.policy.check(password);
          if (!result.valid_password) {
            const refusal = deps.policy.refusal(result);
            throw new APIError(400, { code: refusal.type.toUpperCase(), message: refusal.message });
          }
          return hashPassword(password);
        },
      },
      async sendResetPassword({ user, url: verifyUrl, token }) {
        // Better Auth's own link carries the requested redirectTo as callbackURL; we land there instead.
        const redirect = new URL(verifyUrl).searchParams.get("callbackURL");
        const url = landingUrl(deps.baseUrl, redirect ?? undefined, token, resetPasswordTokenType);
        await deps.messaging.send(resetPasswordEmail(user.email, url, resetMinutes(deps)));
      },
      async onPasswordReset({ user }) {
        await deps.setResetRequired(user.id, false);
      },
    },
    hooks,
    plugins: [
      admin({ adminRoles: ["admin"], defaultRole: "user" }),
      magicLink({
        expiresIn: deps.magicLinkMinutes * 60,
        storeToken: "hashed",
        async sendMagicLink({ email, token }, ctx) {
          const body = ctx?.body as { callbackURL?: unknown } | undefined;
          const requested = typeof body?.callbackURL === "string" ? body.callbackURL : undefined;
          const url = landingUrl(deps.baseUrl, requested, token, "magic_links");
          await deps.messaging.send(magicLinkEmail(email, url, deps.magicLinkMinutes));
        },
      }),
      emailOTP({
        otpLength: 6,
        expiresIn: deps.otpMinutes * 60,
        storeOTP: "hashed",
        allowedAttempts: 5,
        async sendVerificationOTP({ email, otp }) {
          await deps.messaging.send(otpEmail(email, otp, deps.otpMinutes));
        },
      }),
      jwt({ jwt: { issuer: deps.baseUrl, audience: deps.baseUrl, expirationTime: "5m" } }),
      // Hands an OAuth return to the landing page as ?token=...&dugout_token_type=oauth (server-side only).
      oneTimeToken({ expiresIn: 3, storeToken: "hashed", disableClientRequest: true }),
      // Always present (an empty list when Google is not configured) so the API type is stable.
      genericOAuth({
        config: deps.google
          ? [
              {
                providerId: "google",
                clientId: deps.google.clientId,
                clientSecret: deps.google.clientSecret,
                ...deps.google.endpoints,
                scopes: ["openid", "email", "profile"],
                pkce: true,
                // Without discovery the plugin does not know Google's account key: the userinfo `sub`.
                accountSubject: ({ profile }) => String(profile.sub ?? profile.id ?? ""),
              },
            ]
          : [],
      }),
    ],
  });
}

export type BetterAuthInstance = ReturnType<typeof createBetterAuth>;
