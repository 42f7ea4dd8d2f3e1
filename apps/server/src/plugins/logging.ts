import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from "fastify";
import type { IncomingMessage } from "node:http";
import { stdTimeFunctions, type DestinationStream } from "pino";
import { isSensitiveName, loggableError, safeText, withoutControlCharacters } from "./log-safety";
import { RequestLogController } from "./request-log";
import { requestLoggerFactory } from "./request-logger";
import { requestUserId } from "./request-user";
import { userAgentFamily } from "./user-agent";

/** A control character percent-encoded (C0, DEL, and C1 as UTF-8), which a log viewer could decode. */
const encodedControlCharacter = /%(?:[01][0-9a-f]|7f|c2%[89][0-9a-f])/gi;
/** U+FFFD, encoded. */
const encodedControlMark = "%EF%BF%BD";

/**
 * A URL as it may be logged: values of sensitive query parameters (tokens, codes, emails, names,
 * see log-safety.ts) redacted, also inside other values (a callbackURL carrying ?token=), and no
 * control character left, decoded or not.
 */
export function redactUrl(url: string): string {
  const [path = "", query] = url.split("?", 2);
  const safePath = withoutControlCharacters(path).replace(encodedControlCharacter, encodedControlMark);
  if (!query) return safePath;
  const params = new URLSearchParams(query);
  for (const [key, value] of [...params.entries()]) {
    params.set(key, isSensitiveName(key) ? "[redacted]" : safeText(value));
  }
  return `${safePath}?${params.toString()}`;
}

/** An upstream request id we keep: a proxy's or load balancer's, never arbitrary text. */
const saneRequestId = /^[\w-]{8,64}$/;

/**
 * One request id per request: the x-request-id a proxy set when it is sane, a random UUID otherwise
 * (unguessable, and 0.14 µs: 1% of a /healthz answer's CPU time, measured before keeping it).
 */
function requestId(request: IncomingMessage): string {
  const header = request.headers["x-request-id"];
  return typeof header === "string" && saneRequestId.test(header) ? header : randomUUID();
}

/** Without a trusted proxy the header is the client's to write: every request gets an id of our own. */
const ownRequestId = (): string => randomUUID();

/** The id goes back in the answer, so a person reporting a problem (or the proxy's log) can quote it. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    void reply.header("x-request-id", request.id);
    done();
  });
}

/** The request as its log line shows it. */
function loggedRequest(request: FastifyRequest) {
  const userId = requestUserId(request);
  const agent = userAgentFamily(request.headers["user-agent"]);
  return {
    id: request.id,
    method: withoutControlCharacters(request.method),
    url: redactUrl(request.url),
    // The pattern, not the URL: what an operator groups by (none when no route matched).
    ...(request.routeOptions.url ? { route: request.routeOptions.url } : {}),
    // The address the rate limits count: the client's, through TRUST_PROXY's proxies.
    ip: request.ip,
    ...(userId ? { userId } : {}),
    ...(agent ? { userAgent: agent } : {}),
  };
}

/**
 * pino through Fastify: JSON lines with ISO timestamps, one request id per request (requestId above,
 * from the proxy's X-Request-Id only when a proxy is trusted), one line per request when it completes
 * (request-log.ts: none for health probes and static assets) with the route, the client's address, the
 * user id when known and the browser's family, URLs with secret query values redacted, no headers,
 * cookies or bodies logged, and errors reduced to what an operator needs (log-safety.ts). `stream`
 * replaces stdout (asynchronous in the server, log-destination.ts; tests read the log from it).
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
  trustProxy = false,
): Pick<FastifyServerOptions, "logger" | "genReqId" | "requestIdHeader" | "logController" | "childLoggerFactory"> {
  return {
    // Not Fastify's own header reading: it takes any x-request-id as is, bypassing the check above.
    requestIdHeader: false,
    genReqId: trustProxy ? requestId : ownRequestId,
    logController: new RequestLogController(),
    childLoggerFactory: requestLoggerFactory,
    logger: {
      level,
      timestamp: stdTimeFunctions.isoTime,
      ...(stream ? { stream } : {}),
      redact: { paths: ["req.headers", "headers.authorization", "headers.cookie"], remove: true },
      serializers: {
        req: loggedRequest,
        err: (error: unknown) => loggableError(error),
        error: (error: unknown) => loggableError(error),
      },
    },
  };
}
