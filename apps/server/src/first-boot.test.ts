import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rawRows, runSeeds } from "@dugout/db";
import { openDatabase } from "./boot";
import { loadConfig } from "./config";
import type { App } from "./context";
import { moduleSeedSteps } from "./modules";
import { startApp, type StartedApp } from "./start-app";
import { demoDataCounts, demoDataOnce } from "./test/demo-data-kit";
import { productionEnv } from "./test/production-env";
import { createTestDatabase } from "./test/test-database";

/** /readyz of an app, once its job queue (started in the background when the app is ready) answers. */
async function readyz(app: App) {
  let response = await app.inject({ method: "GET", url: "/readyz" });
  for (let tries = 0; response.statusCode !== 200 && tries < 300; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    response = await app.inject({ method: "GET", url: "/readyz" });
  }
  return response;
}

/**
 * Instances may start together (README "Running on PostgreSQL"): on a fresh database, three of them
 * migrating and seeding at once must leave one copy of everything and all three running. Each instance
 * has its own pool, so their statements interleave across connections as separate processes' would.
 */
describe.skipIf(process.env.DUGOUT_TEST_DB !== "postgres")("three instances starting at once", () => {
  it("migrate and seed a fresh PostgreSQL database once, without a crash", async () => {
    const fresh = await createTestDatabase({ empty: true });
    try {
      const config = loadConfig({ DATABASE_URL: fresh.url, LOG_LEVEL: "silent" });
      const logged: string[] = [];
      const instance = async () => {
        const database = await openDatabase(config, { error: (_details, message) => logged.push(message) });
        try {
          return await runSeeds(database, moduleSeedSteps(config));
        } finally {
          await database.close();
        }
      };
      const boots = await Promise.allSettled([instance(), instance(), instance()]);

      expect(boots.map((boot) => boot.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
      const reports = boots.flatMap((boot) => (boot.status === "fulfilled" ? [boot.value] : []));
      // Each step ran in exactly one instance; the other two found it done.
      const ran = reports.flatMap((report) => report.ran).sort();
      expect(ran).toEqual(
        moduleSeedSteps(config)
          .map((step) => step.name)
          .sort(),
      );
      expect(await demoDataCounts(fresh.database.db)).toEqual(demoDataOnce);
      expect(logged).toEqual([]);
    } finally {
      await fresh.drop();
    }
  }, 120_000);

  it("start three whole production apps at once: no crash, one secret each, one first admin, one copy of the seeds", async () => {
    const fresh = await createTestDatabase({ empty: true });
    const started: StartedApp[] = [];
    const firstAdmin = "first.admin@company.example";
    try {
      // What server.ts starts, in production: the secrets' check, the CSRF secret, the job queue, INITIAL_ADMIN_EMAIL.
      const config = loadConfig({
        ...productionEnv,
        DATABASE_URL: fresh.url ?? "",
        DATABASE_POOL_SIZE: "3",
        // Production seeds nothing by default; on here, so that the seeds race too.
        DEMO_DATA: "true",
        INITIAL_ADMIN_EMAIL: firstAdmin,
        // Refuses at once, so no test waits on a mail server: the invitation is counted, not its email.
        SMTP_URL: "smtp://127.0.0.1:9",
        WEB_DIST_DIR: "./does-not-exist",
        LOG_LEVEL: "silent",
      });
      const instance = async () => {
        const one = await startApp(config);
        started.push(one);
        await one.app.ready();
        return one.app;
      };
      const boots = await Promise.allSettled([instance(), instance(), instance()]);

      expect(boots.map((boot) => (boot.status === "rejected" ? String(boot.reason) : boot.status))).toEqual([
        "fulfilled",
        "fulfilled",
        "fulfilled",
      ]);
      const apps = started.map((one) => one.app);
      for (const app of apps) expect((await readyz(app)).json()).toMatchObject({ status: "ready" });

      const db = fresh.database.db;
      expect(await demoDataCounts(db)).toEqual(demoDataOnce);
      // One fingerprint of BETTER_AUTH_SECRET, and one of each generated secret, which every instance uses:
      // a CSRF token one instance issued passes another's check (the request then fails for want of a session).
      const secrets = await rawRows<{ key: string }>(
        db,
        sql`select key from app_settings where key like 'secret%' order by key`,
      );
      expect(secrets.map((row) => row.key)).toEqual([
        "secret-fingerprint:better-auth",
        "secret:csrf",
        "secret:name-generator-visitor",
      ]);
      const token = (await apps[0]?.inject({ method: "GET", url: "/api/csrf" }))?.json<{ token: string }>().token;
      for (const app of apps.slice(1)) {
        const refused = await app.inject({
          method: "POST",
          url: "/api/users/invitations",
          headers: { cookie: `dugout_csrf=${token}`, "x-csrf-token": token ?? "", origin: config.baseUrl },
          payload: {},
        });
        expect(refused.statusCode).toBe(401);
      }
      // INITIAL_ADMIN_EMAIL: one admin account, one invitation in the trail, one "invited once" marker.
      const [counts] = await rawRows<Record<string, number>>(
        db,
        sql`select
          (select count(*)::int from users where email = ${firstAdmin} and role = 'admin') as "admins",
          (select count(*)::int from audit_events where action = 'user.invited' and subject_label = ${firstAdmin}) as "invitations",
          (select count(*)::int from app_settings where key = ${`initial-admin:${firstAdmin}`}) as "markers"`,
      );
      expect(counts).toEqual({ admins: 1, invitations: 1, markers: 1 });
    } finally {
      for (const { app, database } of started) {
        await app.close();
        await database.close();
      }
      await fresh.drop();
    }
  }, 180_000);
});
