import { z } from "zod";
import type { ModulePlugin } from "../../context";
import { appVersion } from "../../version";

const readySchema = z.object({
  /** draining: the process is shutting down (SIGTERM); it still serves what reaches it during the grace. */
  status: z.enum(["ready", "not_ready", "draining"]),
  /** Left out while draining (nothing is checked then). */
  checks: z
    .object({
      database: z.boolean(),
      migrations: z.boolean(),
      job_queue: z.boolean(),
      /** Only when REDIS_URL is set. */
      redis: z.boolean().optional(),
    })
    .optional(),
});

/** `version`: the release this process runs (package.json, CHANGELOG.md), so an operator sees what is deployed. */
const liveSchema = z.object({ status: z.literal("ok"), version: z.string() });

/** A probe answers within this: a store that hangs counts as away rather than holding the probe. */
const checkTimeoutMs = 2000;

/** True when the check resolves in time. */
async function passes(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), checkTimeoutMs);
  });
  try {
    return await Promise.race([
      check().then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The liveness answer, serialised once: probes call it often, and the response serialiser would run a
 * zod parse and JSON.stringify on every call. The schema still documents it (OpenAPI), and
 * request-log.test.ts checks the answer.
 */
export const liveAnswer = JSON.stringify(liveSchema.parse({ status: "ok", version: appVersion }));

/**
 * Liveness (the process answers) and readiness: every store a request depends on answers (the
 * database with its migrations, the job queue, Redis when configured), and the process is not
 * draining. Not ready answers 503 with Retry-After.
 */
export const healthRoutes: ModulePlugin = (app, { database, readiness }) => {
  app.get(
    "/healthz",
    {
      config: { access: "public" },
      // Far under the compression threshold: spare the answer the compression plugin's two hooks.
      compress: false,
      schema: { tags: ["health"], response: { 200: liveSchema } },
    },
    // A string is sent as it is, past the serialiser (the type provider only knows the object form).
    (_request, reply) => {
      void reply.type("application/json; charset=utf-8").send(liveAnswer as unknown as z.infer<typeof liveSchema>);
    },
  );

  app.get(
    "/readyz",
    { config: { access: "public" }, schema: { tags: ["health"], response: { 200: readySchema, 503: readySchema } } },
    async (_request, reply) => {
      // Draining answers at once: the load balancer must stop sending new work now, whatever the stores say.
      if (readiness.draining) {
        return reply.status(503).header("retry-after", "5").send({ status: "draining" });
      }
      const [databaseOk, jobQueueOk, redisOk] = await Promise.all([
        passes(() => database.ping()),
        passes(() => readiness.jobQueue()),
        readiness.redis ? passes(readiness.redis) : undefined,
      ]);
      const migrationsOk =
        databaseOk &&
        (await passes(async () => {
          if (!(await database.migrated())) throw new Error("migrations pending");
        }));
      const ready = databaseOk && migrationsOk && jobQueueOk && redisOk !== false;
      if (!ready) void reply.header("retry-after", "5");
      return reply.status(ready ? 200 : 503).send({
        status: ready ? "ready" : "not_ready",
        checks: {
          database: databaseOk,
          migrations: migrationsOk,
          job_queue: jobQueueOk,
          ...(redisOk === undefined ? {} : { redis: redisOk }),
        },
      });
    },
  );
};
