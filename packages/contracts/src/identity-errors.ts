import { signinWidgetMessages } from "./signin-widget-messages";

/**
 * The error types Dugout itself answers on the identity endpoints, each with its status and its
 * default message (a throw may say something more specific). The sign-in widget reads them as
 * `error_type`; Better Auth's own codes pass through lower-cased and are not listed here.
 * The app's own codes, for every other route, are `errorCodes` (common.ts).
 */
export const identityErrors = {
  invalid_request: { status: 400, message: "The request is not valid." },
  invalid_email: { status: 400, message: signinWidgetMessages.invalidEmail },
  invalid_json: { status: 400, message: "The request body is not valid JSON." },
  invalid_token: {
    status: 400,
    message: "This sign-in link is invalid, expired or already used. Please request a new one.",
  },
  invalid_redirect_url: { status: 400, message: "Redirect URLs must be pages of this site." },
  oauth_provider_not_configured: { status: 400, message: "This sign-in method is not available on this site." },
  password_already_set: {
    status: 400,
    message: "This account already has a password. Use 'Forgot Password?' to change it.",
  },
  weak_password: { status: 400, message: "This password is too weak." },
  breached_password: { status: 400, message: signinWidgetMessages.breachedPassword },
  reset_password: {
    status: 400,
    message: "Your password needs to be reset. We've sent a link to your email to set a new one.",
  },
  invalid_origin: { status: 403, message: "This request came from a site that is not allowed to call it." },
  signup_not_allowed: { status: 403, message: signinWidgetMessages.signupNotAllowed },
  too_many_requests: { status: 429, message: "Too many attempts. Please try again later." },
  account_locked: {
    status: 429,
    message: "This account is locked after too many failed attempts. Please try again later.",
  },
  internal_server_error: { status: 500, message: "Something went wrong on our side." },
  password_check_unavailable: {
    status: 503,
    message: "The password could not be checked just now. Please try again.",
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type IdentityErrorCode = keyof typeof identityErrors;

export const isIdentityErrorCode = (code: string): code is IdentityErrorCode => Object.hasOwn(identityErrors, code);
