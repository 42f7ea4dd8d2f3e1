import { APIError } from "better-auth/api";
import { identityMessageFor, identityErrors, type IdentityErrorCode } from "@dugout/contracts/identity-errors";

/**
 * Better Auth's error for one of Dugout's identity codes, for the hooks and policies that run inside
 * Better Auth's endpoints: the status is the code's (`identityErrors` in contracts), the body's code
 * upper case (Better Auth's convention; the answer's error_type is lower case).
 */
export function identityApiError(
  code: IdentityErrorCode,
  message: string = identityMessageFor(code),
  retryAfterSeconds?: number,
): APIError {
  if (retryAfterSeconds === undefined)
    return new APIError(identityErrors[code].status, { code: code.toUpperCase(), message });
  return new APIError(
    identityErrors[code].status,
    { code: code.toUpperCase(), message, retry_after_seconds: retryAfterSeconds },
    { "Retry-After": String(retryAfterSeconds) },
  );
}
