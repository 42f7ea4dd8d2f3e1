import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { createLimits, lockout } from "./limits";

let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(async () => {
  await testDatabase.drop();
});

describe("database-backed limits", () => {
  it("count within a window, refuse past max with the wait, and start over after the window", async () => {
    let now = new Date("2026-03-01T10:00:00Z");
    const limits = createLimits(testDatabase.database.db, () => now);
    const rule = { max: 3, windowSeconds: 60 };
    for (let index = 0; index < 3; index += 1) expect((await limits.hit("k", rule)).allowed).toBe(true);
    now = new Date("2026-03-01T10:00:20Z");
    expect(await limits.hit("k", rule)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    now = new Date("2026-03-01T10:01:00Z");
    expect(await limits.hit("k", rule)).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it("survive a restart: a new instance on the same database sees the lock", async () => {
    const now = new Date("2026-03-01T12:00:00Z");
    const before = createLimits(testDatabase.database.db, () => now);
    for (let index = 1; index < lockout.failures; index += 1)
      expect(await before.recordFailure("Locked@Example.com")).toBe(0);
    expect(await before.recordFailure("locked@example.com")).toBe(3600);
    const after = createLimits(testDatabase.database.db, () => new Date("2026-03-01T12:30:00Z"));
    expect(await after.lockedFor("locked@example.com")).toBe(1800);
    const later = createLimits(testDatabase.database.db, () => new Date("2026-03-01T13:00:01Z"));
    expect(await later.lockedFor("locked@example.com")).toBe(0);
  });

  it("admit exactly max under concurrent hits (meaningful on PostgreSQL)", async () => {
    const limits = createLimits(testDatabase.database.db);
    const rule = { max: 5, windowSeconds: 60 };
    const decisions = await Promise.all(Array.from({ length: 20 }, () => limits.hit("race", rule)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
  });
});
