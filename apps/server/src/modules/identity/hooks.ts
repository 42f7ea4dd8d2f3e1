import { createAuthMiddleware, isAPIError, type APIError } from "better-auth/api";
import { deleteSessionCookie, setSessionCookie } from "better-auth/cookies";
import { z } from "zod";
import { identityErrors } from "@dugout/contracts/identity-errors";
import { identityApiError } from "./api-errors";
import { isOwnUrl } from "./emails";
import { betterAuthEndpoint } from "./endpoints";
import type { EventLog } from "./events";
import type { LimitDecision } from "../../rate-limits/store";
import { limitRules, type Limits } from "./limits";
import { namedAccount } from "./account-address";
import type { PhoneChannel } from "../../integrations/messaging/channels";
import { phonePlaceholderEmail } from "./methods/phone/phone-numbers";
import { findUserByPhone, phoneBody, phoneRequest } from "./methods/phone/phone-passcodes";
import type { PhoneBudget } from "./methods/phone/phone-budget";
import { destinationRefusal } from "./methods/phone/phone-destinations";
import { passkeyAfter, passkeyBefore } from "./methods/passkeys/passkey-policy";
import type { PasswordPolicy } from "./methods/passwords/password-policy";
import type { SignupPolicy } from "./signup-policy";
import {
  magicLinkOptions,
  passcodeOptions,
  rememberWidgetOptions,
  resetOptions,
  sessionOptions,
  type ServerLimits,
} from "./widget-options";

/**
 * What Better Auth's endpoints do not do themselves, driven by the endpoint list (endpoints.ts):
 * the abuse limits and account lock, the password policy wherever a password is set, the "reset
 * required" flow, what happens after a password change, and the email_sent event.
 * Error bodies carry UPPER_CASE codes; the mount turns them into error_type (lower case).
 */

/** Codes that count as a wrong secret towards the account lock. */
const failureCodes = new Set(["INVALID_EMAIL_OR_PASSWORD", "INVALID_OTP", "TOO_MANY_ATTEMPTS"]);
/** Body fields that name a page to come back to: they must be pages of this site. */
const redirectFields = ["callbackURL", "redirectTo", "newUserCallbackURL", "errorCallbackURL"];

export function tooManyRequests(
  retryAfterSeconds: number,
  code: "too_many_requests" | "account_locked" = "too_many_requests",
  message?: string,
): APIError {
  const wait = Math.max(1, Math.ceil(retryAfterSeconds));
  return identityApiError(code, message ?? identityErrors.too_many_requests.message(String(wait)), wait);
}

/** The lock answers with the same words as any other limit (the requirements' one message for both). */
export const accountLocked = (seconds: number) => tooManyRequests(seconds, "account_locked");

export const resetPasswordRequired = () => identityApiError("reset_password");

export const clientIp = (headers: Headers | undefined): string =>
  headers?.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";

const enforce = (decision: LimitDecision) => {
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
};

const isEmail = (value: string) => z.email().safeParse(value).success;
const lowerEmail = (value: unknown): string | undefined =>
  typeof value === "string" ? value.trim().toLowerCase() : undefined;

export interface HookDeps {
  baseUrl: string;
  limits: Limits;
  events: EventLog;
  policy: PasswordPolicy;
  signup: SignupPolicy;
  /** The phone channels with a transport (the others are refused before a code is made). */
  phoneChannels: readonly PhoneChannel[];
  /** The countries phone passcodes may go to (SIGNIN_SMS_COUNTRIES or its default; phone-destinations.ts). */
  smsCountries: readonly string[];
  /** The site's hourly budget of phone passcodes (SIGNIN_SMS_PER_HOUR). */
  phoneBudget: PhoneBudget;
  /** The server's lifetimes: the most a widget may ask for. */
  lifetimes: ServerLimits;
  /** Marks (or clears) the user's "password must be reset" flag. */
  setResetRequired(userId: string, required: boolean): Promise<void>;
  /** Runs after a user's password was set or reset: old links and codes die, the owner is told. */
  afterPasswordChange(user: { id: string; email: string }): Promise<void>;
}

/**
 * The per-address (email or phone number) and per-IP send caps of an endpoint that sends a message.
 * A client in TRUSTED_NETWORKS shares its address with a whole office: only the per-recipient cap counts.
 */
export async function enforceSendCaps(limits: Limits, ip: string, address: string | undefined): Promise<void> {
  if (!limits.sharedAddress(ip)) enforce(await limits.hit(`send:ip:${ip}`, limits.sendRules.perIp));
  if (address) enforce(await limits.hit(`send:to:${address}`, limits.sendRules.perAddress));
}

/**
 * The per-IP attempt limit of an endpoint that checks a secret, and the named account's lock. A client in
 * TRUSTED_NETWORKS is a whole office opening its links at nine: only each account's lock counts there.
 */
export async function enforceAttemptLimits(limits: Limits, ip: string, account: string | undefined): Promise<void> {
  if (!limits.sharedAddress(ip)) enforce(await limits.hit(`attempt:ip:${ip}`, limitRules.attemptPerIp));
  if (!account) return;
  const locked = await limits.lockedFor(account);
  if (locked > 0) throw accountLocked(locked);
}

interface RequestedLength {
  token: string;
  expiresAt: Date | string;
  durationMinutes?: number | null;
}

export function createHooks(deps: HookDeps) {
  // Reset token -> user, read before Better Auth consumes the token, so a successful reset signs in.
  const pendingResets = new Map<string, string>();

  const before = createAuthMiddleware(async (ctx) => {
    const endpoint = betterAuthEndpoint(ctx.path);
    if (!endpoint) return undefined;
    const body: Record<string, unknown> =
      ctx.body && typeof ctx.body === "object" ? (ctx.body as Record<string, unknown>) : {};
    const ip = clientIp(ctx.headers);
    await passkeyBefore(ctx);

    const email = lowerEmail(body.email);
    // A phone number is checked first: every limit and account below is keyed by its E.164 form.
    const phone =
      endpoint.sendsMessage?.addressField === "phoneNumber" || endpoint.checksSecret?.accountField === "phoneNumber"
        ? phoneRequest(body, deps.phoneChannels)
        : undefined;
    // SMS pumping: no passcode to a country off the list, a premium-rate number or an international network.
    if (phone && endpoint.sendsMessage && destinationRefusal(phone.number, deps.smsCountries)) {
      throw identityApiError("phone_destination_not_allowed");
    }
    if (endpoint.sendsMessage) {
      for (const field of redirectFields) {
        const value = body[field];
        if (typeof value === "string" && !isOwnUrl(deps.baseUrl, value)) {
          throw identityApiError("invalid_redirect_url", `${field} must be a page of this site.`);
        }
      }
      await enforceSendCaps(deps.limits, ip, namedAccount(body, endpoint.sendsMessage.addressField));
    }
    if (endpoint.checksSecret) {
      await enforceAttemptLimits(deps.limits, ip, namedAccount(body, endpoint.checksSecret.accountField));
    }
    // Refused before anything is sent: an address that may not sign up gets no link or code. (A
    // malformed address is left to Better Auth's validation, which says what is wrong with it.)
    if (endpoint.createsAccounts && email && isEmail(email) && !deps.signup.allows(email)) {
      if (!(await ctx.context.internalAdapter.findUserByEmail(email))) {
        throw identityApiError("signup_not_allowed");
      }
    }
    // A phone-only account is one for its placeholder address, under the same policy.
    const phoneUser = phone ? await findUserByPhone(ctx.context.adapter, phone.number) : null;
    if (endpoint.createsAccounts && phone && !phoneUser && !deps.signup.allows(phonePlaceholderEmail(phone.number))) {
      throw identityApiError("signup_not_allowed");
    }
    const password = endpoint.setsPassword ? body[endpoint.setsPassword] : undefined;
    if (typeof password === "string") {
      const result = await deps.policy.check(password, email);
      if (!result.valid_password) {
        const refusal = deps.policy.refusal(result);
        throw identityApiError(refusal.type, refusal.message);
      }
    }
    // The widget's options for this call (widget-options.ts): refused when this server cannot honour
    // them, else kept for the callbacks that send the message and create the session.
    const adapter = ctx.context.internalAdapter;
    if (ctx.path === "/sign-in/magic-link" && email) {
      const existing = await adapter.findUserByEmail(email);
      rememberWidgetOptions(magicLinkOptions(body, !existing, deps.lifetimes));
      // createUserAsPending: the account exists (as invited) from the send on, not from the first
      // sign-in. The sign-up policy above has already refused an address that may not have one.
      if (body.create_user_as_pending === true && !existing && isEmail(email)) {
        await adapter.createUser({ email, name: "", emailVerified: false }, { method: "magic-link" });
      }
    }
    if (ctx.path === "/email-otp/send-verification-otp" && email) {
      const existing = await adapter.findUserByEmail(email);
      rememberWidgetOptions(passcodeOptions(body, !existing, deps.lifetimes));
    }
    if (ctx.path === "/phone-number/send-otp" && phone) {
      const options = { ...passcodeOptions(body, !phoneUser, deps.lifetimes), phoneChannel: phone.channel };
      // Last: only a send that passed every other check spends from the site's hour.
      await deps.phoneBudget.spend();
      rememberWidgetOptions(options);
    }
    if (ctx.path === "/request-password-reset") rememberWidgetOptions(resetOptions(body, deps.lifetimes));
    if (body.session_duration_minutes !== undefined) rememberWidgetOptions(sessionOptions(body, deps.lifetimes));
    if (ctx.path === "/reset-password" && typeof body.token === "string") {
      const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${body.token}`);
      if (verification) pendingResets.set(body.token, verification.value);
    }
    // The widget creates accounts from an email and a password only; Better Auth wants a name.
    if (ctx.path === "/sign-up/email" && body.name === undefined) {
      return { context: { body: { ...body, name: "" } } };
    }
    if (phone) return { context: { body: phoneBody(ctx.path, body, phone.number) } };
    return undefined;
  });

  const after = createAuthMiddleware(async (ctx) => {
    // Better Auth slides every session by the server's length; one that asked for less slides by that.
    if (ctx.path === "/get-session") {
      const answer = ctx.context.returned as { session?: RequestedLength } | null | undefined;
      const session = answer?.session;
      if (session?.durationMinutes) {
        const cap = Date.now() + session.durationMinutes * 60_000;
        if (new Date(session.expiresAt).getTime() > cap) {
          await ctx.context.internalAdapter.updateSession(session.token, { expiresAt: new Date(cap) });
          session.expiresAt = new Date(cap);
        }
      }
      return;
    }
    const endpoint = betterAuthEndpoint(ctx.path);
    if (!endpoint) return;
    const body: Record<string, unknown> =
      ctx.body && typeof ctx.body === "object" ? (ctx.body as Record<string, unknown>) : {};
    const returned: unknown = ctx.context.returned;
    const failed = isAPIError(returned);
    if (failed) {
      const code = (returned.body as { code?: unknown } | undefined)?.code;
      if (typeof code === "string") await passkeyAfter(ctx, code);
    }

    if (endpoint.sendsMessage?.addressField === "email" && !failed) {
      const { eventType } = endpoint.sendsMessage;
      const email = lowerEmail(body.email);
      const user = email ? await ctx.context.internalAdapter.findUserByEmail(email) : null;
      // A reset for an unknown address answers the same but sends nothing.
      if (email && (user || ctx.path !== "/request-password-reset")) {
        await deps.events.record([
          {
            name: "email_sent",
            source: "server",
            email,
            userId: user?.user.id ?? null,
            details: { type: eventType },
            ipAddress: clientIp(ctx.headers),
          },
        ]);
      }
    }

    if (ctx.path === "/reset-password" && typeof body.token === "string") {
      const userId = pendingResets.get(body.token);
      pendingResets.delete(body.token);
      // The reset proved the mailbox: the user is signed in (like a magic link) with a fresh session.
      if (!failed && userId) {
        const user = await ctx.context.internalAdapter.updateUser(userId, { emailVerified: true });
        const session = await ctx.context.internalAdapter.createSession(userId);
        if (user && session) await setSessionCookie(ctx, { session, user });
        if (user) {
          await deps.limits.unlock(user.email);
          await deps.afterPasswordChange({ id: user.id, email: user.email });
        }
      }
      return;
    }

    const account = namedAccount(body, endpoint.checksSecret?.accountField);
    if (!account) return;
    if (failed) {
      const code = (returned.body as { code?: unknown } | undefined)?.code;
      if (typeof code === "string" && failureCodes.has(code)) {
        const lockedFor = await deps.limits.recordFailure(account);
        if (lockedFor > 0) throw accountLocked(lockedFor);
      }
      if (ctx.path === "/sign-in/email" && code === "INVALID_EMAIL_OR_PASSWORD") {
        const found = await ctx.context.internalAdapter.findUserByEmail(account);
        if ((found?.user as { passwordResetRequired?: boolean } | undefined)?.passwordResetRequired)
          throw resetPasswordRequired();
      }
      return;
    }
    const created = ctx.context.newSession;
    if (!created) return;
    await deps.limits.recordSuccess(account);
    if (ctx.path !== "/sign-in/email") return;
    const required = (created.user as { passwordResetRequired?: boolean }).passwordResetRequired === true;
    const password = typeof body.password === "string" ? body.password : "";
    // A password that has since turned up in the breached list must be replaced before it is used again.
    if (required || deps.policy.isBreached(password)) {
      await deps.setResetRequired(created.user.id, true);
      await ctx.context.internalAdapter.deleteSession(created.session.token);
      deleteSessionCookie(ctx);
      throw resetPasswordRequired();
    }
  });

  return { before, after };
}
