import type { FastifyInstance } from "fastify";
import type { Metrics } from "../metrics/metrics";
import { operator, secretMatches } from "./access";

const metricsPath = "/metrics";

/** The 401's and 403's message: how to be let in. */
const metricsRefusal = "Metrics are served to this machine, or to a scraper sending METRICS_TOKEN as a bearer token.";

/**
 * Prometheus metrics at GET /metrics, for this machine or a scraper with METRICS_TOKEN (never public:
 * route patterns, queue names and counts say how the app is used), and the request histogram: one
 * observation per answered request, labelled with the route pattern (never the raw URL, whose ids and
 * query would make a series per request) and the status.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  // A callback hook: no promise or microtask per request (ADR 0027's budget).
  app.addHook("onResponse", (request, reply, done) => {
    metrics.httpRequests.observe(
      { method: request.method, route: request.routeOptions.url ?? "unmatched", status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.get(
    metricsPath,
    {
      config: {
        access: operator(token ? (given) => secretMatches(token, given) : undefined, metricsRefusal),
        csrf: false,
      },
      schema: { hide: true },
    },
    async (_request, reply) => {
      const text = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).send(text);
    },
  );
  app.addHook("onClose", async () => metrics.close());
}
