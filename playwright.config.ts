import { defineConfig } from "@playwright/test";
import { useWorkerServer } from "./apps/web/e2e/worker-server";

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the built app, started by
// apps/web/e2e/global-setup.ts once per worker, each on a free port with a fresh data folder.
useWorkerServer();

export default defineConfig({
  testDir: "apps/web/e2e",
  globalSetup: "./apps/web/e2e/global-setup.ts",
  // A spec file's tests run in order in one worker; two workers take the files between them. Most tests wait
  // on the app, the browser or a clock, so two keep a 2-core machine busy where one left it half idle.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the closing "N passed, N failed" line of scripts/test.mjs.
  reporter: [["list"], ["json", { outputFile: "test-reports/e2e.json" }]],
  use: {
    baseURL: process.env.DUGOUT_E2E_BASE_URL,
    trace: "on-first-retry",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        // the voice tests: loopback ICE candidates and a fake microphone
        "--allow-loopback-in-peer-connection",
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
      ],
    },
  },
});
