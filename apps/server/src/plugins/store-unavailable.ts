/**
 * Whether an error means a store a request depends on (PostgreSQL, PGlite, Redis) could not be
 * reached, rather than that the request or the code was wrong. Such a failure is temporary and the
 * same request can succeed on another instance or in a moment: it answers 503 `service_unavailable`
 * with Retry-After (error-normalise.ts), never 500. Drizzle and Better Auth wrap the driver's error, so
 * the whole `cause` chain (and an AggregateError's parts: Node tries each address of a host) is read.
 */

/** Node's socket errors: nobody listening, the connection dropped, the host unreachable or unknown. */
const socketCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL's SQLSTATEs for a server that cannot serve now: class 08 (connection exception), the
 * server shutting down or starting (57P01-57P03), too many connections (53300).
 */
const unavailableSqlState = (code: string) => /^08...$/.test(code) || /^57P0[123]$/.test(code) || code === "53300";

/** What node-postgres, its pool, PGlite and ioredis say when their connection is gone or never came. */
const driverMessages = [
  /^Connection terminated/,
  /^Client was closed and is not queryable/,
  /^Client has encountered a connection error and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
  /^timeout exceeded when trying to connect/,
  /^PGlite is closed/,
  /^Connection is closed\./,
  /^Stream isn't writeable and enableOfflineQueue options is false/,
  /^Reached the max retries per request limit/,
];

interface ErrorLike {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function unavailableHere(error: ErrorLike): boolean {
  if (typeof error.code === "string" && (socketCodes.has(error.code) || unavailableSqlState(error.code))) return true;
  if (error.name === "MaxRetriesPerRequestError") return true;
  const message = typeof error.message === "string" ? error.message : "";
  return driverMessages.some((pattern) => pattern.test(message));
}

export function isStoreUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 6 || typeof error !== "object" || error === null) return false;
  const candidate = error as ErrorLike;
  if (unavailableHere(candidate)) return true;
  if (Array.isArray(candidate.errors) && candidate.errors.some((part) => isStoreUnavailable(part, depth + 1))) {
    return true;
  }
  return isStoreUnavailable(candidate.cause, depth + 1);
}

/** Seconds a client is asked to wait before trying again: a load balancer has moved on by then. */
export const storeRetryAfterSeconds = 5;
