import type { FastifyRequest } from "fastify";

/** A request's headers as a fetch `Headers`, with the client address Better Auth reads (its only source of it). */
export function requestHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of [value].flat()) headers.append(name, item);
  }
  headers.set("x-forwarded-for", request.ip);
  return headers;
}
