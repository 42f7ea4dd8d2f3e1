import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createTestDatabaseLocation } from "../../test/test-database";

/**
 * The first admin of a real install, from the command line before the server ever booted: the real CLI
 * process (`npm run user -- ...`) on a fresh PGlite folder, or a fresh PostgreSQL database on the
 * PostgreSQL project.
 */
const root = join(import.meta.dirname, "../../../../..");

function user(env: Record<string, string>, ...args: string[]) {
  return spawnSync(process.execPath, ["--import", "tsx", "apps/server/src/cli/main.ts", "user", ...args], {
    cwd: root,
    env: { ...process.env, ...env, LOG_LEVEL: "warn" },
    encoding: "utf8",
    timeout: 120_000,
  });
}

describe("npm run user on a fresh database", () => {
  it("migrates it, creates the first admin, and lists it", async () => {
    const location = await createTestDatabaseLocation();
    try {
      const created = user(location.env, "create", "You@Company.example", "--role", "admin");
      expect(created.stderr).toBe("");
      expect(created.status).toBe(0);
      expect(created.stdout.trim()).toBe(
        "Created you@company.example (admin). They sign in with a magic link or passcode sent to that address.",
      );
      const listed = user(location.env, "list");
      expect(listed.status).toBe(0);
      expect(listed.stdout.trim().split("\n")).toEqual([
        "account              role   status   last sign-in",
        "you@company.example  admin  invited  never",
      ]);
    } finally {
      await location.drop();
    }
  }, 300_000);

  it.skipIf(process.env.DUGOUT_TEST_DB !== "postgres")(
    "says what to do when DATABASE_URL names a database that does not exist",
    async () => {
      const location = await createTestDatabaseLocation();
      await location.drop();
      const name = new URL(location.env.DATABASE_URL).pathname.slice(1);
      const refused = user(location.env, "list");
      expect(refused.status).toBe(1);
      expect(refused.stderr.trim()).toBe(
        `Invalid configuration:\n  - DATABASE_URL: the database ${name} does not exist; create it first (createdb ${name})`,
      );
    },
    120_000,
  );
});
