import type { ErrorCode } from "@dugout/contracts/common";

/**
 * Every error of the identity endpoints (Better Auth's and ours under /api/auth) has one shape:
 * the app's `{ error: { code, message } }` (so lib/api.ts parses it) plus the flat
 * `error_type` / `error_message` / `status_code` the widget reads (docs/requirements/identity-provider.md#messages), and
 * `retry_after_seconds` on 429 (also sent as the Retry-After header).
 */
export interface IdentityErrorBody {
  error: { code: ErrorCode; message: string };
  error_type: string;
  error_message: string;
  status_code: number;
  retry_after_seconds?: number;
}

export function appCodeForStatus(status: number): ErrorCode {
  if (status === 401) return "unauthenticated";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 409) return "conflict";
  if (status === 413) return "payload_too_large";
  if (status === 429) return "rate_limited";
  if (status >= 500) return "internal";
  return "bad_request";
}

const defaultTypes: Record<number, string> = {
  400: "bad_request",
  401: "unauthorized_credentials",
  403: "forbidden",
  404: "not_found",
  429: "too_many_requests",
};

export function identityErrorBody(
  status: number,
  type: string | undefined,
  message: string | undefined,
  retryAfter?: number,
): IdentityErrorBody {
  const errorType = (
    type ??
    defaultTypes[status] ??
    (status >= 500 ? "internal_server_error" : "bad_request")
  ).toLowerCase();
  const errorMessage =
    status >= 500
      ? "Something went wrong on our side. Please try again in a moment."
      : message || "The request could not be processed.";
  return {
    error: { code: appCodeForStatus(status), message: errorMessage },
    error_type: errorType,
    error_message: errorMessage,
    status_code: status,
    ...(retryAfter !== undefined ? { retry_after_seconds: retryAfter } : {}),
  };
}
