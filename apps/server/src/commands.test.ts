import { defined } from "@dugout/contracts/defined";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findCommand } from "./commands";
import { loadConfig } from "./config";
import type { AppContext } from "./context";
import { demoDataCounts, noDemoData } from "./test/demo-data-kit";
import { productionEnv } from "./test/production-env";
import { createTestDatabase, type TestDatabase } from "./test/test-database";

describe("npm run seed with DEMO_DATA off (the default in production)", () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(async () => {
    await testDatabase.drop();
  });

  it("says so and seeds nothing", async () => {
    const seed = defined(findCommand("seed"), "the seed command");
    // The seed command reads only the configuration and the database.
    const ctx = { config: loadConfig(productionEnv), database: testDatabase.database } as AppContext;
    expect(await seed.run(ctx, { args: [] })).toBe(
      "Seed: demo data is off (DEMO_DATA=false, the default in production); nothing seeded.",
    );
    expect(await demoDataCounts(testDatabase.database.db)).toEqual(noDemoData);
  });
});
