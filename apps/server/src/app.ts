import cookie from "@fastify/cookie";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import { agentDataPath, appRoutes } from "@dugout/contracts/pages";
import { openIdPagePaths, privacyPagePath, usersPagePath } from "@dugout/contracts/pages";
import type { Database } from "@dugout/db";
import type { AppConfig } from "./config";
import type { App, AppContext } from "./context";
import { createMessaging } from "./integrations/messaging/create-messaging";
import type { Messaging } from "./integrations/messaging/port";
import { createJobs } from "./jobs/create-jobs";
import { countedMessaging } from "./metrics/counted-messaging";
import { countedRateLimits } from "./metrics/counted-rate-limits";
import { createMetrics } from "./metrics/metrics";
import { setUpModules } from "./module-services";
import { dugoutModules } from "./modules";
import { registerApiDocs } from "./plugins/api-docs";
import { enforceAccess, requireAccessDeclarations, type DeclaredRoute } from "./plugins/access";
import { registerNoStoreByDefault } from "./plugins/cache-control";
import { registerCommandHandOff } from "./plugins/command-hand-off";
import { registerCsrf } from "./plugins/csrf";
import { registerRateLimits } from "./plugins/rate-limits";
import { createRateLimitStore } from "./rate-limits/create-rate-limit-store";
import { registerErrorHandling } from "./plugins/errors";
import { asyncLogDestination } from "./plugins/log-destination";
import { loggerOptions, registerRequestIdHeader } from "./plugins/logging";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { registerJsonCompression } from "./plugins/json-compression";
import { registerMetrics } from "./plugins/metrics";
import { registerUntrustedProxyWarning } from "./plugins/untrusted-proxy-warning";
import { registerWebApp } from "./plugins/web-app";
import { registerWidgetCors } from "./plugins/widget-cors";
import { createReadiness, type Readiness } from "./readiness";
import { getOrCreateSecret } from "./secrets";
import { readDatabaseTimeZones } from "./time-zones";

export interface BuildAppOptions {
  config: AppConfig;
  /** An open, migrated database (the caller owns it and closes it). */
  database: Database;
  /** Overrides the transport chosen from configuration (tests). */
  messaging?: Messaging;
  /** Test seams of the identity provider (a clock; social providers' stand-in is OAUTH_ENDPOINTS_BASE_URL). */
  identity?: { clock?: () => Date };
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route with its declared access: the malformed-input and authorisation tests walk them. */
    registeredRoutes: readonly DeclaredRoute[];
    /** Draining and the stores /readyz checks; server.ts starts draining at SIGTERM. */
    readiness: Readiness;
  }
}

/** A hop count becomes "trust the nearest n hops" (Fastify's proxy-addr asks hop by hop). */
const trustedProxies = (setting: boolean | number | string) =>
  typeof setting === "number" ? (_address: string, hop: number) => hop < setting : setting;

/** Builds the whole app without listening, so tests drive it through `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, database } = options;
  const logDestination = options.logStream || config.LOG_LEVEL === "silent" ? undefined : asyncLogDestination();
  const app = Fastify({
    ...loggerOptions(config.LOG_LEVEL, options.logStream ?? logDestination?.stream, config.TRUST_PROXY !== false),
    trustProxy: trustedProxies(config.TRUST_PROXY),
    bodyLimit: config.BODY_LIMIT_BYTES,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  // onClose hooks run last-registered first: this one, first, writes what the others logged as well.
  if (logDestination) app.addHook("onClose", () => logDestination.flush());
  const registeredRoutes: DeclaredRoute[] = [];
  app.decorate("registeredRoutes", registeredRoutes);
  requireAccessDeclarations(app, registeredRoutes);
  app.addHook("onReady", readDatabaseTimeZones(database.db));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const metrics = createMetrics();
  const messaging = countedMessaging(options.messaging ?? createMessaging(config, database.db, metrics), metrics);
  const rateLimits = countedRateLimits(
    createRateLimitStore(config, database.db, (error) =>
      app.log.error({ err: error }, "rate-limit store connection failed"),
    ),
    metrics,
  );
  // What modules provide to others (identity: who is calling), built before any route (module.ts `setup`).
  const clock = options.identity?.clock;
  const services = await setUpModules(app, {
    config,
    database,
    messaging,
    rateLimits,
    metrics,
    ...(clock && { clock }),
  });
  const jobs = createJobs(
    database,
    {
      expireInSeconds: config.JOBS_EXPIRE_SECONDS,
      superviseIntervalSeconds: config.JOBS_SUPERVISE_SECONDS,
      pollingIntervalSeconds: config.JOBS_POLL_SECONDS,
      runWorkers: !config.JOBS_DISABLE_WORKERS,
    },
    app.log,
    metrics,
  );
  const readiness = createReadiness({
    jobQueue: () => jobs.ping(),
    ...(rateLimits.kind === "redis" ? { redis: async () => rateLimits.ping?.() } : {}),
  });
  app.decorate("readiness", readiness);
  const ctx: AppContext = {
    config,
    database,
    messaging,
    auth: services.auth,
    jobs,
    readiness,
    metrics,
  };
  metrics.readJobQueueDepth(async () =>
    (await ctx.jobs.depths()).flatMap(({ queue, ...states }) =>
      Object.entries(states).map(([state, value]) => ({ labels: { queue, state }, value })),
    ),
  );
  // Started in the background so boot (and every test app) does not wait for the queue's schema;
  // send() waits for it. Stopped before the caller closes the database.
  app.addHook("onReady", async () => {
    void ctx.jobs.start().catch((error: unknown) => app.log.error({ err: error }, "job queue failed to start"));
  });
  app.addHook("onClose", async () => {
    await ctx.jobs.stop();
  });

  registerErrorHandling(app);
  registerRequestIdHeader(app);
  registerUntrustedProxyWarning(app, config);
  registerSecurityHeaders(app, { ...(services.contentSecurity && { extraSources: services.contentSecurity }) });
  registerNoStoreByDefault(app);
  // Before the CSRF and access checks: a preflight is answered here, and refusals carry the CORS headers.
  registerWidgetCors(app, config.WIDGET_ALLOWED_ORIGINS);
  await registerJsonCompression(app);
  await app.register(cookie);
  registerRateLimits(app, rateLimits, database.db);
  registerCsrf(app, {
    secret: await getOrCreateSecret(database.db, "csrf"),
    baseUrl: config.baseUrl,
    widgetOrigins: config.WIDGET_ALLOWED_ORIGINS,
    exemptPrefixes: services.csrfExemptPrefixes ?? [],
  });
  enforceAccess(app, ctx.auth);
  if (config.apiDocs) await registerApiDocs(app, config.baseUrl);

  registerMetrics(app, metrics, config.METRICS_TOKEN);
  // Platform plumbing, not a module: the CLI runs every module's commands through it (command-hand-off.ts).
  registerCommandHandOff(app, ctx);
  // Each module in its own encapsulated scope, in list order: its workers first, then its routes.
  for (const module of dugoutModules) {
    if (module.enabled && !module.enabled(config)) continue;
    await app.register(async (plain) => {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      await module.workers?.(scope, ctx);
      await module.routes?.(scope, ctx);
    });
  }

  const spaRoutes = [
    "/",
    ...Object.values(appRoutes).filter((path) => path !== appRoutes.agentData),
    agentDataPath(config.AGENT_NAME),
    usersPagePath,
    privacyPagePath,
    ...Object.values(openIdPagePaths),
  ];
  await registerWebApp(app, {
    distDir: config.webDistDir,
    spaRoutes,
    runtimeConfig: {
      agentName: config.AGENT_NAME,
      signIn: config.signIn,
      privacy: {
        noticeUrl: config.PRIVACY_NOTICE_URL ?? null,
        contactEmail: config.PRIVACY_CONTACT_EMAIL ?? null,
        leadsDays: config.RETAIN_LEADS_DAYS,
      },
    },
    sessionCookieName: services.sessionCookie,
  });
  return app;
}
