import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createDb } from "./create-db";
import { DataDirLockedError } from "./data-dir-lock";
import { appSettings, outboxMessages } from "./schema";
import { runSeeds } from "./seed";

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "dugout-db-"));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("createDb on PGlite", () => {
  it("applies the committed migrations and reports them applied", async () => {
    const database = await createDb();
    expect(database.kind).toBe("pglite");
    expect(await database.migrated()).toBe(false);
    await database.migrate();
    expect(await database.migrated()).toBe(true);
    await database.db.insert(outboxMessages).values({ channel: "email", to: "a@example.com", text: "hi" });
    const rows = await database.db.select().from(outboxMessages);
    expect(rows).toHaveLength(1);
    await database.close();
  });

  it("refuses a second opener of the same data folder and keeps the data of the first", async () => {
    const dataDir = tempDir();
    const first = await createDb({ dataDir });
    await first.migrate();
    await expect(createDb({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.db.insert(appSettings).values({ key: "k", value: { v: 1 } });
    await first.close();

    const reopened = await createDb({ dataDir });
    expect(await reopened.migrated()).toBe(true);
    expect(await reopened.db.select().from(appSettings)).toEqual([
      expect.objectContaining({ key: "k", value: { v: 1 } }),
    ]);
    await reopened.close();
  });

  it("runs each seed step once", async () => {
    const database = await createDb();
    await database.migrate();
    let runs = 0;
    const steps = [{ name: "count", run: async () => void runs++ }];
    expect(await runSeeds(database, steps)).toEqual({ ran: ["count"], skipped: [] });
    expect(await runSeeds(database, steps)).toEqual({ ran: [], skipped: ["count"] });
    expect(runs).toBe(1);
    await database.close();
  });
});

describe("createDb's PostgreSQL pool", () => {
  // The pool connects lazily: no server is needed to see what happens to an idle client's error.
  const url = "postgres://nobody@127.0.0.1:1/none";

  it("reports an idle client's error to the logger it was given, and keeps running", async () => {
    const logged: { details: Record<string, unknown>; message: string }[] = [];
    const database = await createDb({
      url,
      logger: { error: (details, message) => logged.push({ details, message }) },
    });
    const lost = new Error("terminating connection due to administrator command");
    expect(database.pool?.emit("error", lost)).toBe(true);
    expect(logged).toEqual([{ details: { err: lost }, message: "database connection lost (idle pool client)" }]);
    await database.close();
  });

  it("reports to the console when no logger is given", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const database = await createDb({ url });
      // pg-pool attaches the idle client to the error: only the reason reaches the console.
      const lost = Object.assign(new Error("connection reset"), { client: { huge: "state" } });
      database.pool?.emit("error", lost);
      expect(spy).toHaveBeenCalledWith("database connection lost (idle pool client)", { err: "connection reset" });
      await database.close();
    } finally {
      spy.mockRestore();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("createDb on PostgreSQL", () => {
  it("migrates concurrently from two pools without error", async () => {
    const url = process.env.TEST_DATABASE_URL ?? "";
    const a = await createDb({ url, poolSize: 2 });
    const b = await createDb({ url, poolSize: 2 });
    await Promise.all([a.migrate(), b.migrate()]);
    expect(await a.migrated()).toBe(true);
    await Promise.all([a.close(), b.close()]);
  });
});
