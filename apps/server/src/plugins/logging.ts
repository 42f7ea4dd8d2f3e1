import { randomUUID } from "node:crypto";
import type { FastifyServerOptions } from "fastify";
import type { IncomingMessage } from "node:http";

/** Query parameters whose values are secrets or personal data and never reach the logs. */
const sensitiveParams = /^(token|code|otp|email|phone|password|secret|key|client_secret|state)$/i;

export function redactUrl(url: string): string {
  const [path, query] = url.split("?", 2);
  if (!query) return url;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (sensitiveParams.test(key)) params.set(key, "[redacted]");
  return `${path}?${params.toString()}`;
}

/**
 * pino through Fastify: one request id per request (taken from x-request-id when a proxy sets a
 * sane one), URLs with secret query values redacted, no headers, cookies or bodies logged.
 */
export function loggerOptions(level: string): Pick<FastifyServerOptions, "logger" | "genReqId" | "requestIdHeader"> {
  return {
    requestIdHeader: "x-request-id",
    genReqId: (request: IncomingMessage) => {
      const header = request.headers["x-request-id"];
      return typeof header === "string" && /^[\w-]{8,64}$/.test(header) ? header : randomUUID();
    },
    logger: {
      level,
      redact: { paths: ["req.headers", "headers.authorization", "headers.cookie"], remove: true },
      serializers: {
        req: (request: { method: string; url: string; id: string }) => ({
          id: request.id,
          method: request.method,
          url: redactUrl(request.url),
        }),
      },
    },
  };
}
