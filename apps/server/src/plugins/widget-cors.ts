import type { FastifyInstance } from "fastify";
import { csrfHeaderName } from "@dugout/contracts/access";

/**
 * CORS for the sign-in widget on the sites WIDGET_ALLOWED_ORIGINS lists (widget-origins.ts), on the
 * routes the widget calls only: the identity endpoints, the CSRF token, /api/me and the widget's
 * telemetry. A listed Origin is echoed with credentials allowed (never `*`, which browsers refuse with
 * cookies); any other Origin gets no CORS header at all, so the browser keeps its answers from the page.
 * A preflight is answered here, before routing would 404 it. Every answer on these paths says
 * `Vary: Origin`, so a cache never hands one site's headers to another.
 */
const widgetPaths = (path: string) =>
  path.startsWith("/api/auth/") || path === "/api/csrf" || path === "/api/me" || path === "/api/events";

const allowedMethods = "GET, POST, OPTIONS";
const allowedHeaders = ["content-type", "accept", csrfHeaderName].join(", ");
/** How long a browser may reuse a preflight's answer (Chromium caps it at two hours). */
const preflightSeconds = 600;

export function registerWidgetCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  app.addHook("onRequest", (request, reply, done) => {
    const path = request.url.split("?")[0] ?? "";
    if (!widgetPaths(path)) return done();
    void reply.header("vary", "Origin");
    const origin = request.headers.origin;
    if (origin === undefined || !allowed.has(origin)) return done();
    void reply.header("access-control-allow-origin", origin).header("access-control-allow-credentials", "true");
    if (request.method === "OPTIONS" && request.headers["access-control-request-method"] !== undefined) {
      void reply
        .header("access-control-allow-methods", allowedMethods)
        .header("access-control-allow-headers", allowedHeaders)
        .header("access-control-max-age", String(preflightSeconds))
        .code(204)
        .send();
      return;
    }
    done();
  });
}
