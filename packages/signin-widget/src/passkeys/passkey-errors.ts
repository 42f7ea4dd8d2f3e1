import { WidgetApiError } from "../client/http";
import type { Translate } from "../strings";

/**
 * Which text a passkey failure shows (docs/requirements/sign-in-widget.md#messages). Read defensively:
 * the server's error types, the browser's DOMException names and @simplewebauthn's codes all say the
 * same few things in different words.
 */

const codeOf = (error: unknown): string =>
  error && typeof error === "object" && typeof (error as { code?: unknown }).code === "string"
    ? (error as { code: string }).code
    : "";
const nameOf = (error: unknown): string => (error instanceof Error ? error.name : "");
const causeNameOf = (error: unknown): string =>
  error instanceof Error && error.cause instanceof Error ? error.cause.name : "";

const notFoundTypes = new Set(["webauthn_registration_not_found", "passkey_not_found"]);
const alreadyRegisteredTypes = new Set(["passkey_already_registered", "previously_registered"]);

/** The person closed the browser's prompt, or the widget cancelled the ceremony: nothing went wrong. */
function isPasskeyCancel(error: unknown): boolean {
  if (error instanceof WidgetApiError) return false;
  const names = [nameOf(error), causeNameOf(error)];
  return (
    names.includes("NotAllowedError") || names.includes("AbortError") || codeOf(error) === "ERROR_CEREMONY_ABORTED"
  );
}

/** The text for a failed passkey sign-in; null when it was cancelled and nothing needs saying. */
export function passkeySignInMessage(error: unknown, t: Translate): string | null {
  if (isPasskeyCancel(error)) return null;
  if (error instanceof WidgetApiError && notFoundTypes.has(error.errorType)) return t("passkeyRegistrationNotFound");
  return t("passkeyUnknownError");
}

/** The text for a failed registration: already registered, a sign-in too long ago, or "not created". */
export function passkeyRegistrationMessage(error: unknown, t: Translate): string {
  if (error instanceof WidgetApiError) {
    if (alreadyRegisteredTypes.has(error.errorType)) return t("passkeyAlreadyRegistered");
    if (error.errorType === "session_not_fresh") return t("passkeySessionNotFresh");
    return t("passkeyNotCreated");
  }
  const browserSaysRegistered =
    codeOf(error) === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" ||
    nameOf(error) === "InvalidStateError" ||
    causeNameOf(error) === "InvalidStateError";
  return browserSaysRegistered ? t("passkeyAlreadyRegistered") : t("passkeyNotCreated");
}
