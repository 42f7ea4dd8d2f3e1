import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { defineConfig } from "vitest/config";

// One Vitest run covers every workspace. The server's database-backed suite runs once on PGlite and,
// when TEST_DATABASE_URL is set, a second time on PostgreSQL (same files, DUGOUT_TEST_DB differs).
const postgresUrl = process.env.TEST_DATABASE_URL;

/** Server test files that open a database: only these are worth a second run on PostgreSQL. */
function databaseTestFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".test.ts"))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => /createTestApp|createTestDatabase/.test(readFileSync(file, "utf8")));
}

// The server's files share one module graph per worker (isolate: false): each builds its own app and database,
// none mocks a module, and loading the app afresh for every file was most of the suite's time (about 6 s of
// imports per file on a busy 2-core machine against under 1 s shared).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine. The API suites
    // mostly wait on a database, timers and child processes, so one worker more than the cores keeps both busy
    // (on 2 cores: 7.5 instead of 11 minutes for the whole run with PostgreSQL).
    maxWorkers: availableParallelism() + 1,
    projects: [
      { test: { name: "contracts", include: ["packages/contracts/src/**/*.test.ts"] } },
      { test: { name: "tooling", include: ["scripts/**/*.test.ts"] } },
      // Each db test migrates a fresh embedded database: about 20 s on a busy 2-core machine, so the limit leaves room.
      { test: { name: "db", include: ["packages/db/src/**/*.test.ts"], testTimeout: 120_000 } },
      {
        test: {
          name: "server:pglite",
          include: ["apps/server/src/**/*.test.ts"],
          isolate: false,
          env: { DUGOUT_TEST_DB: "pglite" },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: "server:postgres",
                include: databaseTestFiles("apps/server/src"),
                isolate: false,
                env: { DUGOUT_TEST_DB: "postgres" },
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: "signin-widget",
          include: ["packages/signin-widget/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["packages/signin-widget/src/test-setup.ts"],
        },
      },
      {
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["apps/web/src/test-setup.ts"],
        },
      },
    ],
  },
});
