import type { FastifyRequest } from "fastify";

/**
 * Who a request turned out to be, once something asked (the access check or the handler through
 * `ctx.auth`), for its log line: the user id only, never the email. A request nothing asked about is
 * logged without one rather than looked up for the log's sake.
 */
const users = new WeakMap<FastifyRequest, string>();

export function noteRequestUser(request: FastifyRequest, userId: string): void {
  users.set(request, userId);
}

export function requestUserId(request: FastifyRequest): string | undefined {
  return users.get(request);
}
