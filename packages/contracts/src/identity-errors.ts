import { openIdErrorMessages } from "./openid";
import { signinWidgetLabels, signinWidgetMessages } from "./signin-widget-messages";

/**
 * The error types Dugout itself answers on the identity endpoints, each with its status and its
 * message as docs/requirements/identity-provider.md#messages gives it (a template where the message
 * has a hole; a throw may say something more specific). The sign-in widget reads them as `error_type`;
 * Better Auth's other codes pass through lower-cased and are not listed here. The app's own codes,
 * for every other route, are `errorCodes` (common.ts).
 */
const tooManyAttempts = (seconds: string): string => `Too many attempts. Please try again in ${seconds} seconds.`;

export const identityErrors = {
  /** The specific message names the field; this is the generic one. */
  invalid_request: { status: 400, message: "The request could not be processed." },
  invalid_email: { status: 400, message: signinWidgetMessages.invalidEmail },
  /** Not an E.164 number of a real numbering plan (or one the text gateway says it cannot reach). */
  invalid_phone_number: { status: 400, message: signinWidgetMessages.invalidPhone },
  /**
   * A phone passcode to a country this site does not text (SIGNIN_SMS_COUNTRIES), a premium-rate number or
   * an international network (+881, +882, +883): refused before anything is sent (SMS pumping).
   */
  phone_destination_not_allowed: {
    status: 400,
    message: "Passcodes cannot be sent to this number. Please use another number, or choose another way to sign in.",
  },
  invalid_json: { status: 400, message: "The request body is not valid JSON." },
  invalid_token: {
    status: 400,
    message: "This sign-in link is invalid, expired or already used. Please request a new one.",
  },
  invalid_redirect_url: { status: 400, message: "Redirect URLs must be pages of this site." },
  /** A widget option this server cannot honour (a lifetime above its limit, an unknown template). */
  unsupported_option: {
    status: 400,
    message: "This sign-in configuration asks for something this site does not allow.",
  },
  /** The OpenID consent screen: a client_id no registered application has. */
  invalid_client: { status: 400, message: openIdErrorMessages.unknownClient },
  /** The OpenID consent screen: a redirect_uri the client did not register. */
  invalid_redirect_uri: { status: 400, message: openIdErrorMessages.unregisteredRedirect },
  /**
   * The OpenID consent answer: a signed authorization request this server did not send a signed-in person to the
   * consent page with (forged, expired, or the sign-in page's query posted as a consent).
   */
  openid_request_unknown: {
    status: 400,
    message:
      "This request to connect an application is unknown or has expired. Go back to the application and try again.",
  },
  /** The OpenID consent answer or its preflight: another account started this authorization request. */
  openid_request_of_another_account: {
    status: 403,
    message:
      "Another Dugout account started this request to connect an application. Go back to the application and try again.",
  },
  oauth_provider_not_configured: {
    status: 400,
    message: (provider: string): string => `Sign-in with ${provider} is not available on this site.`,
  },
  password_already_set: {
    status: 400,
    message: "This account already has a password. Use 'Forgot Password?' to change it.",
  },
  weak_password: { status: 400, message: (hint: string): string => `This password is too weak. ${hint}` },
  breached_password: { status: 400, message: signinWidgetMessages.breachedPassword },
  reset_password: {
    status: 400,
    message: "Your password needs to be reset. We've sent a link to your email to set a new one.",
  },
  /** Better Auth's code, with Dugout's message (a password account whose confirmation link was never opened). */
  email_not_verified: { status: 403, message: signinWidgetMessages.confirmEmailFirst },
  invalid_origin: { status: 403, message: "This request came from a site that is not allowed to call it." },
  signup_not_allowed: { status: 403, message: signinWidgetMessages.signupNotAllowed },
  // Passkeys: the widget's texts (docs/requirements/sign-in-widget.md#messages) for Better Auth's codes.
  /** The browser's answer to a registration challenge did not verify (Better Auth says 500). */
  passkey_registration_failed: { status: 400, message: signinWidgetMessages.passkeyNotCreated },
  /** This credential is already a passkey of an account (a second row for it is refused). */
  passkey_already_registered: { status: 409, message: signinWidgetMessages.passkeyAlreadyRegistered },
  /** No passkey of the caller's (or, at sign-in, of anyone) has this id or credential. */
  webauthn_registration_not_found: { status: 404, message: signinWidgetMessages.passkeyRegistrationNotFound },
  /** Adding a passkey needs a session signed in recently (Better Auth's freshAge). */
  session_not_fresh: { status: 403, message: signinWidgetMessages.passkeySessionNotFresh },
  // Crypto wallets (apps/server/src/modules/identity/README.md#crypto-wallets).
  /** Not an address of the wallet type named (0x and 40 hex digits; base58 of 32 bytes). */
  invalid_crypto_wallet_address: {
    status: 400,
    message: "This is not a valid address for the chosen wallet type.",
  },
  /** No challenge waits for this wallet: none was asked for, or it was already answered (a replay). */
  crypto_wallet_challenge_not_found: {
    status: 400,
    message: "There is no sign-in request waiting for this wallet, or it was already used. Please start again.",
  },
  crypto_wallet_challenge_expired: {
    status: 400,
    message: "This sign-in request has expired. Please start again.",
  },
  /** The signature is malformed, or was made by another key or over another message. */
  invalid_crypto_wallet_signature: {
    status: 401,
    message: "The signature does not match this wallet. Please sign the message with the wallet you chose.",
  },
  /** The message the wallet signed names another site (a sign-in request that did not come from here). */
  crypto_wallet_domain_mismatch: {
    status: 400,
    message: "The signed message is for another site. Please start again from this site.",
  },
  /**
   * A sign-in token that this browser did not ask for, or that would replace another person's session: nothing
   * was consumed; the page asks the person (the answer's `masked_email`) and posts again with `confirm: true`.
   */
  confirmation_required: { status: 409, message: signinWidgetLabels.confirmSignInTitle },
  too_many_requests: { status: 429, message: tooManyAttempts },
  account_locked: { status: 429, message: tooManyAttempts },
  internal_server_error: { status: 500, message: "Something went wrong on our side. Please try again in a moment." },
  /** The text or WhatsApp gateway did not take the message. */
  passcode_not_sent: {
    status: 502,
    message: "The passcode could not be sent just now. Please try again, or choose another way to sign in.",
  },
  /**
   * The site's hourly budget of phone passcodes (SIGNIN_SMS_PER_HOUR) is spent: nothing more goes out until the
   * window ends (429 with Retry-After, so the message reaches the person: 5xx answers say only "Something went wrong").
   */
  passcode_budget_exhausted: {
    status: 429,
    message:
      "No more passcodes can be sent by phone just now. Please try again later, or choose another way to sign in.",
  },
  password_check_unavailable: {
    status: 503,
    message: "The password could not be checked just now. Please try again.",
  },
} as const satisfies Record<string, { status: number; message: string | ((hole: string) => string) }>;

export type IdentityErrorCode = keyof typeof identityErrors;

/** The code's message when it has no hole; the generic one otherwise (a throw of such a code says more). */
export function identityMessageFor(code: IdentityErrorCode): string {
  const { message } = identityErrors[code];
  return typeof message === "string" ? message : identityErrors.invalid_request.message;
}

export const isIdentityErrorCode = (code: string): code is IdentityErrorCode => Object.hasOwn(identityErrors, code);
