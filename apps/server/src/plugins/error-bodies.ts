import { errorCodes, type ApiErrorIssue, type ErrorCode } from "@dugout/contracts/errors";
import { identityErrors } from "@dugout/contracts/identity-errors";
import type { IdentityErrorBody } from "@dugout/contracts/signin-widget";
import { internalMessage, type NormalisedError } from "./error-normalise";

/** The two shapes an error answers in; a route chooses with `config.errorShape` (plugins/errors.ts). */
export type ErrorShape = "app" | "identity";

/** The app's body, `{"error": {"code", "message", "issues"?}}` (`apiErrorSchema` in contracts). */
export interface AppErrorBody {
  error: { code: ErrorCode; message: string; issues?: ApiErrorIssue[] };
}

const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(errorCodes, code);

/** The app code an identity answer carries in `error.code`, from its status. */
function appCodeForStatus(status: number): ErrorCode {
  if (status === 401) return "unauthenticated";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 409) return "conflict";
  if (status === 413) return "payload_too_large";
  if (status === 429) return "rate_limited";
  if (status >= 500) return "internal";
  return "bad_request";
}

function appErrorBody(error: NormalisedError): AppErrorBody {
  const code = isErrorCode(error.code) ? error.code : appCodeForStatus(error.status);
  return { error: { code, message: error.message, ...(error.issues ? { issues: error.issues } : {}) } };
}

/** The widget's type when an answer names none (Better Auth answered without a code). */
export function identityTypeForStatus(status: number): string {
  const byStatus: Record<number, string> = {
    400: "bad_request",
    401: "unauthorized_credentials",
    403: "forbidden",
    404: "not_found",
    429: "too_many_requests",
  };
  return byStatus[status] ?? (status >= 500 ? "internal_server_error" : "bad_request");
}

/** How the widget words what the normalisation names in the app's terms. */
function identityWording(error: NormalisedError): { type: string; message: string } {
  if (error.code === "validation_failed") {
    // A bad `email` reads as the widget's 'Invalid email address'; other fields are named.
    const first = error.issues?.[0];
    if (first?.path === "email") return { type: "invalid_email", message: identityErrors.invalid_email.message };
    const message = first
      ? `Invalid ${error.where ?? "request"}: ${first.path || "body"}: ${first.message}`
      : error.message;
    return { type: "invalid_request", message };
  }
  if (error.code === "invalid_json") return { type: "invalid_json", message: identityErrors.invalid_json.message };
  if (error.code === "internal") return { type: "internal_server_error", message: error.message };
  return { type: error.code, message: error.message };
}

/**
 * The identity shape (`identityErrorBodySchema` in contracts): the app's `error` (so the web app's api.ts parses
 * it) plus the flat `error_type` / `error_message` / `status_code` the widget reads
 * (docs/requirements/identity-provider.md#messages), `retry_after_seconds` on 429 (also sent as the Retry-After
 * header), and `masked_email` on 409 `confirmation_required`.
 */
export function identityErrorBody(error: NormalisedError): IdentityErrorBody {
  const { type, message } = identityWording(error);
  // A store that is briefly away says so (its message is fixed and safe); other 5xx stay generic.
  const storeAway = error.code === "service_unavailable";
  const errorMessage =
    error.status >= 500 && !storeAway ? internalMessage : message || "The request could not be processed.";
  return {
    error: { code: storeAway ? "service_unavailable" : appCodeForStatus(error.status), message: errorMessage },
    error_type: type.toLowerCase(),
    error_message: errorMessage,
    status_code: error.status,
    ...(error.retryAfter !== undefined ? { retry_after_seconds: error.retryAfter } : {}),
    ...(error.maskedEmail !== undefined ? { masked_email: error.maskedEmail } : {}),
  };
}

export const errorBodies = { app: appErrorBody, identity: identityErrorBody } satisfies Record<
  ErrorShape,
  (error: NormalisedError) => AppErrorBody | IdentityErrorBody
>;
