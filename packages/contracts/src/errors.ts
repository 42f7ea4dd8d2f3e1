import { z } from "zod/mini";
import "./zod-locale";

// The API's error answers: stable codes, their default messages, and the body every error carries.

/** Stable error codes of the API and the HTTP status each one is sent with. */
export const errorCodes = {
  bad_request: 400,
  validation_failed: 400,
  invalid_json: 400,
  unauthenticated: 401,
  forbidden: 403,
  csrf_failed: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  not_enough_calls: 422,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  service_unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorCodes;

export const errorCodeList = Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]];

export const errorCodeSchema = z.enum(errorCodeList);

/**
 * Default user-facing text per code, for when the server has nothing more specific to say.
 * Kept free of internals: these reach the browser as they are.
 */
export const defaultErrorMessages: Record<ErrorCode, string> = {
  bad_request: "The request could not be processed.",
  validation_failed: "Some of the submitted values are not valid.",
  invalid_json: "The request body is not valid JSON.",
  unauthenticated: "Please sign in to continue.",
  forbidden: "You are not authorized to access this page.",
  csrf_failed: "Your session could not be verified. Please reload the page and try again.",
  not_found: "Not found.",
  conflict: "The request conflicts with the current state. Please reload and try again.",
  gone: "This link or item is no longer available.",
  not_enough_calls: "There are not enough scored calls to answer this.",
  payload_too_large: "The request is too large.",
  unsupported_media_type: "The request content type is not supported.",
  rate_limited: "Too many requests. Please wait a moment and try again.",
  internal: "Something went wrong. Please try again.",
  unavailable: "The service is temporarily unavailable. Please try again shortly.",
  service_unavailable: "The service is briefly unavailable. Please try again in a few seconds.",
};

/** One failed field of a validation_failed answer; path as dotted keys ("batting_cage_configuration.objection"). */
export const apiErrorIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ApiErrorIssue = z.infer<typeof apiErrorIssueSchema>;

/** The body of every non-2xx answer of the API. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    issues: z.optional(z.array(apiErrorIssueSchema)),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * The envelope of the answers that carry a `status` (scoring, usage): "ok", or anything else with
 * an optional message to show. Read loosely on purpose: it decides which error the page shows.
 */
export const statusEnvelopeSchema = z.object({ status: z.optional(z.unknown()), message: z.optional(z.unknown()) });

/** Client-side fallback texts shared by several pages (docs/requirements/platform.md#shared-page-texts). */
export const httpErrorMessage = (status: number): string => `HTTP error! status: ${status}`;
export const fetchFailedMessage = "Failed to fetch data";
export const notAvailableText = "N/A";
