import pino from "pino";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./boot";
import { loadConfig } from "./config";
import { createTestDatabaseLocation } from "./test/test-database";

describe.skipIf(process.env.DUGOUT_TEST_DB !== "postgres")("openDatabase on PostgreSQL", () => {
  it("sizes its pool by DATABASE_POOL_SIZE, and opens a database as it is when asked not to migrate", async () => {
    const location = await createTestDatabaseLocation();
    try {
      const config = loadConfig({ ...location.env, DATABASE_POOL_SIZE: "4", NODE_ENV: "test" });
      const database = await openDatabase(config, pino({ level: "silent" }), { migrate: false });
      try {
        expect(database.pool?.options.max).toBe(4);
        expect(await database.migrated()).toBe(false);
      } finally {
        await database.close();
      }
    } finally {
      await location.drop();
    }
  }, 120_000);
});
