import { errorCodes, type ErrorCode } from "@dugout/contracts/errors";
import { identityMessageFor, identityErrors, type IdentityErrorCode } from "@dugout/contracts/identity-errors";

/**
 * What routes throw. The one handler (plugins/errors.ts) normalises any error to status, code,
 * message and retry-after, then answers in the route's shape: the app's `{"error": {"code", "message"}}`
 * or, on the identity routes the sign-in widget calls, its `error_type` shape.
 */
export abstract class HttpError extends Error {
  abstract readonly status: number;
  abstract readonly code: string;

  constructor(
    message: string,
    /** Sent as the Retry-After header (and, in the identity shape, as retry_after_seconds). */
    readonly retryAfterSeconds?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** An error with one of the app's codes; its status is the code's (`errorCodes` in contracts). */
export class AppError extends HttpError {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    retryAfterSeconds?: number,
  ) {
    super(message, retryAfterSeconds);
    this.name = "AppError";
    this.status = errorCodes[code];
  }
}

/** An error with one of Dugout's identity codes (`identityErrors` in contracts): status and default message. */
export class IdentityError extends HttpError {
  readonly status: number;
  /** `confirmation_required`: the account the token would sign in to, masked (the answer's `masked_email`). */
  readonly maskedEmail: string | undefined;

  constructor(
    readonly code: IdentityErrorCode,
    message: string = identityMessageFor(code),
    retryAfterSeconds?: number,
    options?: ErrorOptions & { maskedEmail?: string },
  ) {
    super(message, retryAfterSeconds, options);
    this.name = "IdentityError";
    this.status = identityErrors[code].status;
    this.maskedEmail = options?.maskedEmail;
  }
}

export const notFound = (what: string) => new AppError("not_found", `${what} was not found.`);
export const forbidden = (message = "You are not allowed to do that.") => new AppError("forbidden", message);
export const badRequest = (message: string) => new AppError("bad_request", message);
