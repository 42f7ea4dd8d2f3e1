import { describe, expect, it } from "vitest";
import { runSeeds } from "@dugout/db";
import { openDatabase } from "./boot";
import { loadConfig } from "./config";
import { moduleSeedSteps } from "./modules";
import { demoDataCounts, demoDataOnce } from "./test/demo-data-kit";
import { createTestDatabase } from "./test/test-database";

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
});
