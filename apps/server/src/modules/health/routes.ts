import { z } from "zod";
import type { ModulePlugin } from "../../context";
import { appVersion } from "../../version";

const readySchema = z.object({
  status: z.enum(["ready", "not_ready"]),
  checks: z.object({ database: z.boolean(), migrations: z.boolean() }),
});

/** `version`: the release this process runs (package.json, CHANGELOG.md), so an operator sees what is deployed. */
const liveSchema = z.object({ status: z.literal("ok"), version: z.string() });

/**
 * The liveness answer, serialised once: probes call it often, and the response serialiser would run a
 * zod parse and JSON.stringify on every call. The schema still documents it (OpenAPI), and
 * request-log.test.ts checks the answer.
 */
export const liveAnswer = JSON.stringify(liveSchema.parse({ status: "ok", version: appVersion }));

/** Liveness (the process answers) and readiness (database reachable, migrations applied). */
export const healthRoutes: ModulePlugin = (app, { database }) => {
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
      const databaseOk = await database.ping().then(
        () => true,
        () => false,
      );
      const migrationsOk = databaseOk && (await database.migrated());
      const ready = databaseOk && migrationsOk;
      return reply.status(ready ? 200 : 503).send({
        status: ready ? "ready" : "not_ready",
        checks: { database: databaseOk, migrations: migrationsOk },
      });
    },
  );
};
