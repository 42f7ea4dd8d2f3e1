import { createHmac } from "node:crypto";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import { requestHeaders } from "./request-headers";
import type { Db } from "@dugout/db";
import type { SessionResolver, SessionUser } from "../../auth";
import type { AppConfig } from "../../config";
import type { Messaging } from "../../integrations/messaging/port";
import type { RateLimitStore } from "../../rate-limits/store";
import { sharedAuthSecrets } from "../../secrets";
import { trustedNetworks } from "../../trusted-networks";
import type { ServerLimits } from "./widget-options";
import { googleClientId } from "../../oauth-settings";
import { createAccountAdmin } from "./account-admin";
import { createBetterAuth, sessionCookiePrefix } from "./better-auth";
import { availablePhoneChannels } from "./methods/phone/phone-numbers";
import { createPhoneBudget } from "./methods/phone/phone-budget";
import { defaultSmsCountries } from "./methods/phone/phone-destinations";
import { createEventLog } from "./events";
import { createLimits } from "./limits";
import { createPasswordChanges } from "./methods/passwords/password-changes";
import { createPasswordPolicy } from "./methods/passwords/password-policy";
import { createCookieResigner, reencryptSigningKeys } from "./secret-rotation";
import { createSessionLookup } from "./session-lookup";
import { createSignInBindings } from "./sign-in-binding";
import { createSignupPolicy } from "./signup-policy";
import { createUserService, splitName, toRole } from "./users";

export interface IdentityOptions {
  config: AppConfig;
  db: Db;
  messaging: Messaging;
  /** The app's logger: Better Auth logs into it (better-auth-logger.ts). */
  log: FastifyBaseLogger;
  /** Clock of our abuse limits (tests move it). */
  clock?: () => Date;
  /** The app's shared rate-limit counters (database or Redis). */
  rateLimits?: RateLimitStore;
}

/** Everything the identity provider is made of, built once per app. */
export async function createIdentity(options: IdentityOptions) {
  const { config, db, messaging } = options;
  // Refuses (ConfigError) a secret other instances on this database do not share: it would sign everyone out.
  const secrets = await sharedAuthSecrets(db, config.BETTER_AUTH_SECRET, config.BETTER_AUTH_PREVIOUS_SECRETS);
  const secret = secrets.current;
  const policy = createPasswordPolicy({
    policy: config.PASSWORD_POLICY,
    ludsMinLength: config.LUDS_MIN_LENGTH,
    ludsComplexity: config.LUDS_COMPLEXITY,
    breachedSha1File: config.BREACHED_PASSWORDS_FILE,
  });
  const limits = createLimits(db, options.clock, options.rateLimits, {
    perIp: config.IDENTITY_SENDS_PER_IP_PER_HOUR,
    perAddress: config.IDENTITY_SENDS_PER_ADDRESS_PER_HOUR,
    trusted: trustedNetworks(config.TRUSTED_NETWORKS),
  });
  const events = createEventLog(db);
  const users = createUserService(db);
  const accountAdmin = createAccountAdmin({ db, invitations: { messaging, baseUrl: config.baseUrl } });
  const passwordChanges = createPasswordChanges(db, messaging, config.baseUrl);
  const signup = createSignupPolicy(config.SIGNUP_ALLOWED_DOMAINS);
  // The server's lifetimes: the most a widget may ask for (widget-options.ts).
  const lifetimes: ServerLimits = {
    magicLinkMinutes: config.MAGIC_LINK_EXPIRY_MINUTES,
    otpMinutes: config.OTP_EXPIRY_MINUTES,
    sessionMinutes: config.SESSION_MINUTES,
  };
  const phoneChannels = availablePhoneChannels(config);
  const smsCountries =
    config.SIGNIN_SMS_COUNTRIES.length > 0
      ? config.SIGNIN_SMS_COUNTRIES
      : defaultSmsCountries([config.TWILIO_SMS_FROM, config.TWILIO_WHATSAPP_FROM]);
  const phoneBudget = createPhoneBudget({ perHour: config.SIGNIN_SMS_PER_HOUR, hit: limits.hit, log: options.log });
  const signInBindings = createSignInBindings({
    db,
    secret,
    baseUrl: config.baseUrl,
    widgetOrigins: config.WIDGET_ALLOWED_ORIGINS,
    magicLinkMinutes: config.MAGIC_LINK_EXPIRY_MINUTES,
  });
  const auth = createBetterAuth({
    db,
    secrets,
    baseUrl: config.baseUrl,
    widgetOrigins: config.WIDGET_ALLOWED_ORIGINS,
    messaging,
    policy,
    limits,
    events,
    setResetRequired: (userId, required) => users.setResetRequired(userId, required),
    afterPasswordChange: (user) => passwordChanges.afterPasswordChange(user),
    signup,
    recordSignIn: (userId) => users.recordSignIn(userId),
    signInBindings,
    lifetimes,
    phoneChannels,
    smsCountries,
    phoneBudget,
    oauth: config.oauth,
    googleCertsUrl: config.GOOGLE_CERTS_URL,
    log: options.log,
  });

  async function readSession(headers: Headers) {
    return auth.api.getSession({ headers });
  }

  /** The signed-in user a request's headers carry, as every module sees it. */
  async function sessionUser(headers: Headers): Promise<SessionUser | null> {
    const found = await readSession(headers);
    if (!found) return null;
    const { firstName, lastName } = splitName(found.user.name);
    const user: SessionUser = {
      id: found.user.id,
      email: found.user.email,
      name: found.user.name,
      firstName,
      lastName,
      image: found.user.image ?? null,
      role: toRole(found.user.role),
      sessionId: found.session.id,
    };
    return user;
  }

  const context = await auth.$context;
  await reencryptSigningKeys(db, secrets, context.secretConfig, options.log);
  const sessionCookie = context.authCookies.sessionToken.name;
  const lookupSession = createSessionLookup(db, secret);

  /** App routes: the cookie's session in one query; anything else (a bearer token) through Better Auth. */
  async function resolve(request: FastifyRequest): Promise<SessionUser | null> {
    const cookie = request.cookies[sessionCookie];
    if (!cookie) return request.headers.authorization ? sessionUser(requestHeaders(request)) : null;
    const found = await lookupSession(cookie, new Date());
    if (!found) return null;
    const { firstName, lastName } = splitName(found.name);
    return {
      id: found.userId,
      email: found.email,
      name: found.name,
      firstName,
      lastName,
      image: found.image,
      role: toRole(found.role),
      sessionId: found.sessionId,
    };
  }

  const resolver: SessionResolver = { resolve };

  /**
   * A real session row for a user, and the signed cookie a browser would hold (tests, tools).
   * Better Auth signs the cookie value as `token.base64(HMAC-SHA256(secret, token))`.
   */
  async function issueSession(userId: string): Promise<{ token: string; cookie: string }> {
    const session = await context.internalAdapter.createSession(userId);
    if (!session) throw new Error(`Could not create a session for ${userId}.`);
    const signature = createHmac("sha256", secret).update(session.token).digest("base64");
    const value = encodeURIComponent(`${session.token}.${signature}`);
    return { token: session.token, cookie: `${context.authCookies.sessionToken.name}=${value}` };
  }

  return {
    auth,
    config,
    policy,
    limits,
    events,
    users,
    /** Every account-admin action (invitation, role, deactivation, sign-out everywhere): account-admin.ts. */
    administer: accountAdmin.administer,
    passwordChanges,
    signup,
    resolver,
    sessionUser,
    readSession,
    issueSession,
    /**
     * During a rotation, rewrites a Cookie header so the cookies a previous secret signed carry the current
     * one's signature (buildApp runs it before anything reads cookies); undefined otherwise.
     */
    resignCookies: createCookieResigner(secrets, sessionCookiePrefix),
    /** The session cookie's name (index.html preloads a signed-in user's views when a request carries it). */
    sessionCookie,
    /** The social providers with credentials, in the contracts' order (bootstrap lists them). */
    oauthProviders: config.oauth.providers.map((provider) => provider.id),
    /** Public: One Tap's prompt needs it in the page. */
    googleClientId: googleClientId(config.oauth),
    /** Text and WhatsApp, where a transport carries them. */
    phoneChannels,
    lifetimes,
    /** Which browser asked for each sign-in token (sign-in-binding.ts). */
    signInBindings,
  };
}

export type Identity = Awaited<ReturnType<typeof createIdentity>>;

declare module "fastify" {
  interface FastifyInstance {
    /** The identity provider (tests sign in through it: test/harness.ts). */
    identity: Identity;
  }
}
