import type { Database } from "@dugout/db";
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Auth } from "./auth";
import type { AppConfig } from "./config";
import type { Messaging } from "./integrations/messaging/port";
import type { Jobs } from "./jobs/types";
import type { Readiness } from "./readiness";
import type { Metrics } from "./metrics/metrics";

/** What every module receives: configuration and the adapters chosen at boot. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  messaging: Messaging;
  /**
   * Who is calling. A handler whose route declares `user`, `owner` or `admin` access gets its caller from
   * `callerOf(request)` (plugins/access.ts); `user(request)` serves routes open to visitors and signed-in people.
   */
  auth: Auth;
  /** The durable job queue: `work()` while registering, `send()` from handlers (src/jobs/). */
  jobs: Jobs;
  /** Whether this instance should get new work: draining (shutdown) and the stores besides the database (/readyz). */
  readiness: Readiness;
  /** This app's Prometheus instruments (src/metrics/): `ctx.metrics.sends.inc({ channel, outcome })`. */
  metrics: Metrics;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A module's routes: registered in their own encapsulated scope with the context. */
export type ModulePlugin = (app: App, ctx: AppContext) => Promise<void> | void;
