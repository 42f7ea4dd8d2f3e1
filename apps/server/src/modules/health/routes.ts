import { z } from "zod";
import type { ModulePlugin } from "../../context";

const readySchema = z.object({
  status: z.enum(["ready", "not_ready"]),
  checks: z.object({ database: z.boolean(), migrations: z.boolean() }),
});

/** Liveness (the process answers) and readiness (database reachable, migrations applied). */
export const healthRoutes: ModulePlugin = (app, { database }) => {
  app.get(
    "/healthz",
    {
      config: { access: "public" },
      schema: { tags: ["health"], response: { 200: z.object({ status: z.literal("ok") }) } },
    },
    async () => ({ status: "ok" as const }),
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
