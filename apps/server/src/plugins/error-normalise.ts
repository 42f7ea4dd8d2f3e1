import type { FastifyError } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { defaultErrorMessages, type ApiErrorIssue, type ErrorCode } from "@dugout/contracts/errors";
import { HttpError, IdentityError } from "../errors";
import { isStoreUnavailable, storeRetryAfterSeconds } from "./store-unavailable";

/**
 * Any error a route, a hook or the framework throws, reduced to what an answer needs. The
 * serialisers (error-bodies.ts) turn it into the app's body or the identity shape.
 */
export interface NormalisedError {
  status: number;
  /** An app code (`errorCodes`) or, from an IdentityError, an identity code (`identityErrors`). */
  code: string;
  /** Safe to show: 5xx never carry internals. */
  message: string;
  /** Seconds to wait: the Retry-After header. */
  retryAfter?: number;
  /** The fields that failed validation (code `validation_failed`). */
  issues?: ApiErrorIssue[];
  /** Where validation failed: "body", "querystring", "params"... */
  where?: string;
  /** The masked address of a `confirmation_required` answer (identity shape only). */
  maskedEmail?: string;
}

export const internalMessage = "Something went wrong on our side. Please try again in a moment.";

/** What a request hears when a store it needs is unreachable (store-unavailable.ts). */
export const storeUnavailableMessage = defaultErrorMessages.service_unavailable;

/** Fastify's own client errors, by code, mapped to our stable codes and plain messages. */
const fastifyClientErrors: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "invalid_json", message: "The request body is not valid JSON." },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: "invalid_json",
    message: "The request body is empty but its content type says JSON.",
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: "payload_too_large", message: "The request body is too large." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: "unsupported_media_type",
    message: "This content type is not accepted here; send JSON.",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: "bad_request",
    message: "The request's Content-Length does not match its body.",
  },
};

function validationIssues(error: FastifyError): ApiErrorIssue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [{ path: "", message: error.message }];
  return error.validation.slice(0, 20).map((issue) => ({
    path: issue.instancePath.replace(/^\//, "").replaceAll("/", "."),
    message: issue.message ?? "is invalid",
  }));
}

function describeValidation(where: string, issues: ApiErrorIssue[]): string {
  const details = issues.slice(0, 5).map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message));
  return `Invalid ${where}: ${details.join("; ")}`;
}

/** The one normalisation: stable codes, clear 4xx messages, 5xx reduced to a generic message. */
export function normaliseError(error: FastifyError | HttpError): NormalisedError {
  if (error instanceof HttpError) {
    return {
      status: error.status,
      code: error.code,
      message: error.message,
      ...(error.retryAfterSeconds !== undefined ? { retryAfter: error.retryAfterSeconds } : {}),
      ...(error instanceof IdentityError && error.maskedEmail !== undefined ? { maskedEmail: error.maskedEmail } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = validationIssues(error);
    const where = error.validationContext ?? "request";
    return { status: 400, code: "validation_failed", message: describeValidation(where, issues), issues, where };
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return { status: 400, code: "invalid_json", message: "The request body is not valid JSON." };
  }
  const known = error.code ? fastifyClientErrors[error.code] : undefined;
  if (known) return { status: error.statusCode ?? 400, ...known };
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, code: "rate_limited", message: error.message };
  if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    const code: ErrorCode = status === 404 ? "not_found" : status === 401 ? "unauthenticated" : "bad_request";
    return { status, code, message: error.message };
  }
  if (isStoreUnavailable(error)) {
    return {
      status: 503,
      code: "service_unavailable",
      message: storeUnavailableMessage,
      retryAfter: storeRetryAfterSeconds,
    };
  }
  return { status: 500, code: "internal", message: internalMessage };
}
