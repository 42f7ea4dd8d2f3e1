import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { deleteSessionCookie, setSessionCookie } from "better-auth/cookies";
import { isOwnUrl } from "./emails";
import type { EventLog } from "./events";
import { limitRules, type LimitDecision, type Limits } from "./limits";
import type { PasswordPolicy } from "./password-policy";

/**
 * What Better Auth's endpoints do not do themselves: our abuse limits and account lock, the
 * password policy wherever a password is set, the "reset required" flow and the email_sent event.
 * Error bodies carry UPPER_CASE codes; the mount turns them into error_type (lower case).
 */
export const sendPaths: Record<string, string> = {
  "/sign-in/magic-link": "login or create email magic link",
  "/email-otp/send-verification-otp": "login or create email otp",
  "/request-password-reset": "reset password by email",
};
const attemptPaths = new Set(["/sign-in/email", "/sign-in/email-otp", "/magic-link/verify", "/reset-password"]);
const passwordFields: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/set-password": "newPassword",
};
/** Codes that count as a wrong secret towards the account lock. */
const failureCodes = new Set(["INVALID_EMAIL_OR_PASSWORD", "INVALID_OTP", "TOO_MANY_ATTEMPTS"]);

export function tooManyRequests(retryAfterSeconds: number, code = "TOO_MANY_REQUESTS", message?: string): APIError {
  const wait = Math.max(1, Math.ceil(retryAfterSeconds));
  return new APIError(
    429,
    { code, message: message ?? `Too many attempts. Please try again in ${wait} seconds.`, retry_after_seconds: wait },
    { "Retry-After": String(wait) },
  );
}

export const accountLocked = (seconds: number) =>
  tooManyRequests(
    seconds,
    "ACCOUNT_LOCKED",
    `This account is locked after too many failed attempts. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
  );

export const resetPasswordRequired = () =>
  new APIError(400, {
    code: "RESET_PASSWORD",
    message: "Your password needs to be reset. We've sent a link to your email to set a new one.",
  });

export const clientIp = (headers: Headers | undefined): string =>
  headers?.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";

const enforce = (decision: LimitDecision) => {
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
};

export interface HookDeps {
  baseUrl: string;
  limits: Limits;
  events: EventLog;
  policy: PasswordPolicy;
  /** Marks (or clears) the user's "password must be reset" flag. */
  setResetRequired(userId: string, required: boolean): Promise<void>;
}

export function createHooks(deps: HookDeps) {
  // Reset token -> user, read before Better Auth consumes the token, so a successful reset signs in.
  const pendingResets = new Map<string, string>();

  const before = createAuthMiddleware(async (ctx) => {
    const body: Record<string, unknown> =
      ctx.body && typeof ctx.body === "object" ? (ctx.body as Record<string, unknown>) : {};
    const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : undefined;
    const ip = clientIp(ctx.headers);

    if (ctx.path in sendPaths) {
      for (const field of ["callbackURL", "redirectTo", "newUserCallbackURL", "errorCallbackURL"]) {
        const value = body[field];
        if (typeof value === "string" && !isOwnUrl(deps.baseUrl, value)) {
          throw new APIError(400, { code: "INVALID_REDIRECT_URL", message: `${field} must be a page of this site.` });
        }
      }
      enforce(await deps.limits.hit(`send:ip:${ip}`, limitRules.sendPerIp));
      if (email) enforce(await deps.limits.hit(`send:email:${email}`, limitRules.sendPerEmail));
    }
    if (attemptPaths.has(ctx.path)) {
      enforce(await deps.limits.hit(`attempt:ip:${ip}`, limitRules.attemptPerIp));
      if (email) {
        const locked = await deps.limits.lockedFor(email);
        if (locked > 0) throw accountLocked(locked);
      }
    }
    const passwordField = passwordFields[ctx.path];
    const password = passwordField ? body[passwordField] : undefined;
    if (typeof password === "string") {
      const result = await deps.policy.check(password, email);
      if (!result.valid_password) {
        const refusal = deps.policy.refusal(result);
        throw new APIError(400, { code: refusal.type.toUpperCase(), message: refusal.message });
      }
    }
    if (ctx.path === "/reset-password" && typeof body.token === "string") {
      const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${body.token}`);
      if (verification) pendingResets.set(body.token, verification.value);
    }
    // The widget creates accounts from an email and a password only; Better Auth wants a name.
    if (ctx.path === "/sign-up/email" && body.name === undefined) {
      return { context: { body: { ...body, name: "" } } };
    }
    return undefined;
  });

  const after = createAuthMiddleware(async (ctx) => {
    const body: Record<string, unknown> =
      ctx.body && typeof ctx.body === "object" ? (ctx.body as Record<string, unknown>) : {};
    const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : undefined;
    const returned: unknown = ctx.context.returned;
    const failed = isAPIError(returned);

    if (!failed && ctx.path in sendPaths && email) {
      const user = await ctx.context.internalAdapter.findUserByEmail(email);
      // A reset for an unknown address answers the same but sends nothing.
      if (!user && ctx.path === "/request-password-reset") return;
      await deps.events.record([
        {
          name: "email_sent",
          source: "server",
          email,
          userId: user?.user.id ?? null,
          details: { type: sendPaths[ctx.path] ?? ctx.path },
          ipAddress: clientIp(ctx.headers),
        },
      ]);
    }

    if (ctx.path === "/reset-password" && typeof body.token === "string") {
      const userId = pendingResets.get(body.token);
      pendingResets.delete(body.token);
      // The reset proved the mailbox: the user is signed in (like a magic link) with a fresh session.
      if (!failed && userId) {
        const user = await ctx.context.internalAdapter.updateUser(userId, { emailVerified: true });
        const session = await ctx.context.internalAdapter.createSession(userId);
        if (user && session) await setSessionCookie(ctx, { session, user });
        if (user) await deps.limits.unlock(user.email);
      }
      return;
    }

    if ((ctx.path === "/sign-in/email" || ctx.path === "/sign-in/email-otp") && email) {
      if (failed) {
        const code = (returned.body as { code?: unknown } | undefined)?.code;
        if (typeof code === "string" && failureCodes.has(code)) {
          const lockedFor = await deps.limits.recordFailure(email);
          if (lockedFor > 0) throw accountLocked(lockedFor);
        }
        if (ctx.path === "/sign-in/email" && code === "INVALID_EMAIL_OR_PASSWORD") {
          const found = await ctx.context.internalAdapter.findUserByEmail(email);
          if ((found?.user as { passwordResetRequired?: boolean } | undefined)?.passwordResetRequired)
            throw resetPasswordRequired();
        }
        return;
      }
      const created = ctx.context.newSession;
      if (!created) return;
      await deps.limits.recordSuccess(email);
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
    }
  });

  return { before, after };
}
