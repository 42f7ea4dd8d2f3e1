import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import type { ApiErrorIssue, ErrorCode } from "@dugout/contracts/common";
import { AppError } from "../errors";
import { loggableError } from "./log-safety";

interface ErrorBody {
  error: { code: ErrorCode; message: string; issues?: ApiErrorIssue[] };
}

const internalMessage = "Something went wrong on our side. Please try again in a moment.";

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

function describeValidation(error: FastifyError, issues: ApiErrorIssue[]): string {
  const where = error.validationContext ?? "request";
  const details = issues.slice(0, 5).map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message));
  return `Invalid ${where}: ${details.join("; ")}`;
}

function toResponse(error: FastifyError | AppError): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return { status: error.status, body: { error: { code: error.code, message: error.message } } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = validationIssues(error);
    return {
      status: 400,
      body: { error: { code: "validation_failed", message: describeValidation(error, issues), issues } },
    };
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return { status: 400, body: { error: { code: "invalid_json", message: "The request body is not valid JSON." } } };
  }
  const known = error.code ? fastifyClientErrors[error.code] : undefined;
  if (known) return { status: error.statusCode ?? 400, body: { error: known } };
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return { status, body: { error: { code: "rate_limited", message: error.message } } };
  }
  if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    const code: ErrorCode = status === 404 ? "not_found" : status === 401 ? "unauthenticated" : "bad_request";
    return { status, body: { error: { code, message: error.message } } };
  }
  return { status: 500, body: { error: { code: "internal", message: internalMessage } } };
}

/** One error handler for the whole app: stable codes, clear 4xx messages, 5xx never leaking internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { status, body } = toResponse(error);
    // A failed statement's error carries its bound values (emails, names): loggableError drops them.
    if (status >= 500) request.log.error({ err: loggableError(error) }, "request failed");
    else request.log.info({ code: body.error.code, status }, "request rejected");
    if (error instanceof AppError) void reply.headers(error.headers);
    return reply.status(status).send(body);
  });
}

/** JSON 404 for unknown API paths; other paths are left to the web app's fallback. */
export function apiNotFound(method: string, url: string): ErrorBody {
  return { error: { code: "not_found", message: `No route ${method} ${url.split("?")[0] ?? url}.` } };
}
