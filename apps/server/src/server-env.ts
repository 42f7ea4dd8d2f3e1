import { z } from "zod";
import { booleanFlag, optionalFlag, optionalString } from "./env-values";

/** The server process itself: where it listens, its database and data, logs, proxies, shutdown, metrics. */
export const serverEnv = {
  // --- core ---
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATABASE_URL: optionalString.pipe(z.url({ message: "must be a postgres:// connection URL" }).optional()),
  /**
   * Connections this instance's pool opens to PostgreSQL at most (the job queue keeps 3 more of its own):
   * instances x (DATABASE_POOL_SIZE + 3) must stay under the server's max_connections (docs/deploy.md).
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  DATA_DIR: z.string().default("./data"),
  /** Production on the embedded database only when this says so (it never fsyncs: production-config.ts). */
  ALLOW_EMBEDDED_DATABASE: booleanFlag,
  /** The demo users, calls, practice calls and usage of a fresh install; unset = on, except in production. */
  DEMO_DATA: optionalFlag,
  APP_BASE_URL: optionalString.pipe(
    z.url({ message: "must be an absolute URL such as https://dugout.example.com" }).optional(),
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Which X-Forwarded-* hops to believe. `true` means one reverse proxy in front: the client is the
   * hop it appended, never an address the client wrote itself further left (which trusting every hop
   * would accept, letting anyone pick their IP for the per-IP limits). A number is that many proxies;
   * addresses or CIDR ranges (comma-separated) trust the proxies at those addresses.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default("false")
    .transform((value): boolean | number | string => {
      if (value === "" || value === "false" || value === "0") return false;
      if (value === "true") return 1;
      return /^\d+$/.test(value) ? Number(value) : value;
    })
    .refine((value) => typeof value !== "string" || /^[0-9a-fA-F.:/, ]+$/.test(value), {
      message: "must be true, false, a number of proxies, or comma-separated proxy addresses",
    }),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /**
   * After SIGTERM: readiness fails at once, and requests are still served for this long (the load
   * balancer notices and stops sending new ones) before the process stops taking work (server.ts).
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
  /** Then this long to finish what is in flight, end live calls and stop the jobs; past it the process is killed. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
  // --- observability (docs/observability.md) ---
  /** The bearer token a Prometheus scraper sends to GET /metrics from another machine; unset = this machine only. */
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, { message: "must be at least 16 characters (e.g. openssl rand -hex 32)" }).optional(),
  ),
  /** The OpenAPI pages at /api/docs: on by default, off in production unless this says on. */
  API_DOCS: z.enum(["on", "off"]).optional(),
  WEB_DIST_DIR: z.string().default("apps/web/dist"),
  /** Rate-limit counters in Redis instead of the database (both are shared by every instance). */
  REDIS_URL: optionalString.pipe(z.url({ message: "must be a redis:// or rediss:// URL" }).optional()),
};
