import type { FastifyError } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { signinWidgetMessages } from "@dugout/contracts/signin-widget";
import type { App } from "../../context";
import { AppError } from "../../errors";
import { loggableError } from "../../plugins/log-safety";
import { identityErrorBody } from "./error-body";
import { PasswordCheckUnavailable } from "./password-policy";

/** An error of our /api/auth/dugout routes, with the widget's error_type. */
export class IdentityError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "IdentityError";
  }
}

export const tooManyRequestsError = (seconds: number) =>
  new IdentityError(429, "too_many_requests", `Too many attempts. Please try again in ${seconds} seconds.`, seconds);

/** Validation of an `email` field reads as the widget's 'Invalid email address'; others name the field. */
function validationError(error: FastifyError): IdentityError {
  const issues = hasZodFastifySchemaValidationErrors(error) ? error.validation : [];
  const first = issues[0];
  const path = first?.instancePath.replace(/^\//, "").replaceAll("/", ".") ?? "";
  if (path === "email") return new IdentityError(400, "invalid_email", signinWidgetMessages.invalidEmail);
  const detail = first ? `${path || "body"}: ${first.message ?? "is invalid"}` : error.message;
  return new IdentityError(400, "invalid_request", `Invalid ${error.validationContext ?? "request"}: ${detail}`);
}

/** Errors inside the identity scope answer in the identity shape (error-body.ts). */
export function useIdentityErrors(scope: App): void {
  scope.setErrorHandler((error: FastifyError | AppError | IdentityError, request, reply) => {
    let known: IdentityError;
    if (error instanceof IdentityError) known = error;
    else if (error instanceof AppError) known = new IdentityError(error.status, error.code, error.message);
    else if (hasZodFastifySchemaValidationErrors(error) || error.validation) known = validationError(error);
    else if (
      error instanceof SyntaxError ||
      error.code === "FST_ERR_CTP_INVALID_JSON_BODY" ||
      error.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
    ) {
      known = new IdentityError(400, "invalid_json", "The request body is not valid JSON.");
    } else if (error instanceof PasswordCheckUnavailable) {
      request.log.error({ err: error }, "password strength check unavailable");
      known = new IdentityError(503, "password_check_unavailable", error.message);
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      known = new IdentityError(error.statusCode, "bad_request", error.message);
    } else {
      request.log.error({ err: loggableError(error) }, "identity request failed");
      known = new IdentityError(500, "internal_server_error", "Something went wrong on our side.");
    }
    if (known.retryAfterSeconds !== undefined) void reply.header("retry-after", String(known.retryAfterSeconds));
    return reply
      .status(known.status)
      .send(identityErrorBody(known.status, known.type, known.message, known.retryAfterSeconds));
  });
}
