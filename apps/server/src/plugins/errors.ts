import type { FastifyError, FastifyInstance } from "fastify";
import type { HttpError } from "../errors";
import { errorBodies, type AppErrorBody, type ErrorShape } from "./error-bodies";
import { loggableError } from "./log-safety";
import { normaliseError } from "./error-normalise";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The shape the route's errors answer in: the app's (the default) or, for the identity routes
     * the sign-in widget calls (identity/widget-routes.ts), the identity shape.
     */
    errorShape?: ErrorShape;
  }
}

/**
 * One error handler for the whole app: throw → normaliseError (status, code, message, retry-after)
 * → the route's serialiser (error-bodies.ts). Stable codes, clear 4xx messages, 5xx never leaking internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const normalised = normaliseError(error);
    const { status, code } = normalised;
    // A failed statement's error carries its bound values (emails, names): loggableError drops them.
    if (status >= 500) request.log.error({ err: loggableError(error) }, "request failed");
    else request.log.info({ code, status }, "request rejected");
    if (normalised.retryAfter !== undefined) void reply.header("retry-after", String(normalised.retryAfter));
    const shape = request.routeOptions.config.errorShape ?? "app";
    return reply.status(status).send(errorBodies[shape](normalised));
  });
}

/** JSON 404 for unknown API paths; other paths are left to the web app's fallback. */
export function apiNotFound(method: string, url: string): AppErrorBody {
  return { error: { code: "not_found", message: `No route ${method} ${url.split("?")[0] ?? url}.` } };
}
