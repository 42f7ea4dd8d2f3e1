import { AsyncLocalStorage } from "node:async_hooks";
import type { PhoneChannel } from "../../integrations/messaging/channels";
import { identityApiError } from "./api-errors";
import {
  defaultTemplateId,
  isMessageTemplateId,
  messageTemplateIds,
  type MessageTemplateId,
} from "./message-templates";

/**
 * What a widget asks of one send or sign-in, beyond what Better Auth's endpoints accept: the link's or
 * code's lifetime, the message template, the session's length. Better Auth validates its bodies and drops
 * fields it does not know, so the before-hook reads them from the raw body (`readWidgetOptions`), checks
 * them against this server's limits (a value it cannot honour is refused, never ignored) and leaves the
 * result here for the callbacks that send the message and create the session, in the same request.
 */
export interface WidgetOptions {
  /** Minutes the link or code lives (the server's setting when the widget asks nothing). */
  expirationMinutes?: number;
  template?: MessageTemplateId;
  /** Minutes the new session lives and slides by (at most the server's session length). */
  sessionDurationMinutes?: number;
  /** The address had no account when the send was asked for (sign-up values apply). */
  newAccount?: boolean;
  /** A phone passcode's channel (its body's `channel`, which Better Auth's schema drops). */
  phoneChannel?: PhoneChannel;
}

const current = new AsyncLocalStorage<WidgetOptions>();

/** Runs one identity request with its own options slot (the mount and Dugout's routes wrap each call). */
export const withWidgetOptions = <T>(run: () => Promise<T>): Promise<T> => current.run({}, run);

/** The options of the request in flight (empty outside one). */
export const widgetOptions = (): WidgetOptions => current.getStore() ?? {};

export interface ServerLimits {
  magicLinkMinutes: number;
  otpMinutes: number;
  sessionMinutes: number;
}

const refuse = (message: string) => identityApiError("unsupported_option", message);

function minutes(value: unknown, name: string, max: number): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1) {
    throw refuse(`${name} must be a whole number of minutes, at least 1.`);
  }
  if (value > max) throw refuse(`${name} is ${value} minutes; this server allows at most ${max}.`);
  return value;
}

function template(value: unknown, name: string): MessageTemplateId | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string" && isMessageTemplateId(value)) return value;
  throw refuse(`${name} ${JSON.stringify(value)} is not a template of this server (${messageTemplateIds.join(", ")}).`);
}

type Body = Record<string, unknown>;

/** The magic-link send: login or sign-up values, chosen by whether the address has an account. */
export function magicLinkOptions(body: Body, isNewUser: boolean, limits: ServerLimits): WidgetOptions {
  const kind = isNewUser ? "signup" : "login";
  // Both pairs are checked, so a bad value is refused whichever kind this address turns out to be.
  const login = minutes(body.login_expiration_minutes, "loginExpirationMinutes", limits.magicLinkMinutes);
  const signup = minutes(body.signup_expiration_minutes, "signupExpirationMinutes", limits.magicLinkMinutes);
  const loginTemplate = template(body.login_template_id, "loginTemplateId");
  const signupTemplate = template(body.signup_template_id, "signupTemplateId");
  return {
    expirationMinutes: (kind === "signup" ? signup : login) ?? limits.magicLinkMinutes,
    template: (kind === "signup" ? signupTemplate : loginTemplate) ?? defaultTemplateId,
    newAccount: isNewUser,
  };
}

/** A passcode send (email, text or WhatsApp). */
export function passcodeOptions(body: Body, isNewUser: boolean, limits: ServerLimits): WidgetOptions {
  const loginTemplate = template(body.login_template_id, "loginTemplateId");
  const signupTemplate = template(body.signup_template_id, "signupTemplateId");
  return {
    expirationMinutes: minutes(body.expiration_minutes, "expirationMinutes", limits.otpMinutes) ?? limits.otpMinutes,
    template: (isNewUser ? signupTemplate : loginTemplate) ?? defaultTemplateId,
    newAccount: isNewUser,
  };
}

/** A password-reset email (passwordOptions.resetPasswordExpirationMinutes, resetPasswordTemplateId). */
export function resetOptions(body: Body, limits: ServerLimits): WidgetOptions {
  return {
    expirationMinutes:
      minutes(body.expiration_minutes, "resetPasswordExpirationMinutes", limits.magicLinkMinutes) ??
      limits.magicLinkMinutes,
    template: template(body.template_id, "resetPasswordTemplateId") ?? defaultTemplateId,
  };
}

/** Any call that may start a session. */
export function sessionOptions(body: Body, limits: ServerLimits): WidgetOptions {
  const requested = minutes(body.session_duration_minutes, "sessionDurationMinutes", limits.sessionMinutes);
  return requested === undefined ? {} : { sessionDurationMinutes: requested };
}

/** Records the request's options in its slot. */
export function rememberWidgetOptions(options: WidgetOptions): void {
  Object.assign(current.getStore() ?? {}, options);
}
