import { errorCodes, type ErrorCode } from "@dugout/contracts/common";

/**
 * The one error type routes throw. The handler in plugins/errors.ts turns it into
 * `{"error": {"code", "message"}}` with the status that belongs to the code.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "AppError";
    this.status = errorCodes[code];
  }
}

export const notFound = (what: string) => new AppError("not_found", `${what} was not found.`);
export const forbidden = (message = "You are not allowed to do that.") => new AppError("forbidden", message);
export const badRequest = (message: string) => new AppError("bad_request", message);
