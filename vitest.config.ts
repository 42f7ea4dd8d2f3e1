import { defineConfig } from "vitest/config";

// One Vitest run covers every workspace. The server's API suite runs once on PGlite and,
// when TEST_DATABASE_URL is set, a second time on PostgreSQL (same files, DUGOUT_TEST_DB differs).
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      { test: { name: "contracts", include: ["packages/contracts/src/**/*.test.ts"] } },
      { test: { name: "db", include: ["packages/db/src/**/*.test.ts"], testTimeout: 60_000 } },
      {
        test: {
          name: "server:pglite",
          include: ["apps/server/src/**/*.test.ts"],
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
                include: ["apps/server/src/**/*.test.ts"],
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
