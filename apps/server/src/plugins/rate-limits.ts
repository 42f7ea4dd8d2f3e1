import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../errors";
import { deleteStaleCounters } from "../rate-limits/database-store";
import type { LimitRule, RateLimitStore } from "../rate-limits/store";
import type { Db } from "@dugout/db";
import { storeUnavailableMessage } from "./error-normalise";
import { storeRetryAfterSeconds } from "./store-unavailable";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Requests per IP and window for this route, counted in the shared store (rate-limits/). */
    rateLimit?: LimitRule;
  }
}

export const perMinute = (max: number): LimitRule => ({ max, windowSeconds: 60 });

const staleSweepMs = 3_600_000;

/**
 * Routes that declare `config.rateLimit` are counted per route and client IP before their body is
 * read. Over the limit: 429 `rate_limited` with Retry-After. If the store cannot be reached the
 * request is refused (503 `service_unavailable` with Retry-After) rather than let through unlimited.
 */
export function registerRateLimits(app: FastifyInstance, store: RateLimitStore, db: Db): void {
  const check = async (request: FastifyRequest, rule: LimitRule): Promise<void> => {
    let decision;
    try {
      decision = await store.hit(`route:${request.method} ${request.routeOptions.url ?? ""}:ip:${request.ip}`, rule);
    } catch (error) {
      request.log.error({ err: error }, "rate-limit store failed");
      // The same answer as any store that is away (store-unavailable.ts): 503 with Retry-After, never a pass.
      throw new AppError("service_unavailable", storeUnavailableMessage, storeRetryAfterSeconds);
    }
    if (!decision.allowed) {
      const wait = decision.retryAfterSeconds;
      throw new AppError("rate_limited", `Too many requests. Try again in ${wait} seconds.`, wait);
    }
  };
  // A callback hook: routes without a limit (most, /healthz among them) pass without an async hook's
  // promise and microtask.
  app.addHook("onRequest", (request, _reply, done) => {
    const rule = request.routeOptions.config.rateLimit;
    if (!rule) return done();
    check(request, rule).then(() => done(), done);
  });

  if (store.kind === "database") {
    const sweep = setInterval(() => {
      deleteStaleCounters(db).catch((error: unknown) =>
        app.log.warn({ err: error }, "could not sweep old rate-limit counters"),
      );
    }, staleSweepMs);
    sweep.unref();
    app.addHook("onClose", async () => clearInterval(sweep));
  }
  app.addHook("onClose", async () => store.close());
}
