import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FullConfig } from "@playwright/test";
import pg from "pg";
import { startGoogleKeysStandIn } from "../../server/src/modules/identity/methods/one-tap/google-keys-stand-in";
import { startOAuthStandIn } from "../../server/src/modules/identity/methods/social/oauth-stand-in";
import { freePort, waitUntilReady } from "../../server/src/test/server-process";

/** The Google client the e2e server is configured with (its One Tap credentials are issued for it). */
export const e2eGoogleClientId = "e2e-google-client.apps.googleusercontent.com";

/** One app server of the run: each Playwright worker tests against its own (worker-server.ts picks it). */
export interface E2eServer {
  baseUrl: string;
  dataDir: string;
  /** Its PostgreSQL database, or "" for the embedded one in dataDir. */
  databaseUrl: string;
}

/**
 * Starts the built app (npm run test:e2e builds it first: the web app and the compiled server,
 * apps/server/dist/server.mjs) once per worker, each on a free port with a fresh data folder, exactly as
 * `npm start` would, and stops them after the run. A server per worker keeps the workers' tests apart as
 * one after the other kept them: each its own database, mailbox and rate limits. Every social provider is
 * configured against a local stand-in of their endpoints (oauth-stand-in.ts), so the app's sign-in shows
 * all 19. Extra environment for the run can be given in DUGOUT_E2E_ENV as JSON. Without a Playwright
 * configuration (npm run screenshots) it starts one.
 */
export default async function globalSetup(
  config: Pick<FullConfig, "workers"> = { workers: 1 },
): Promise<() => Promise<void>> {
  // Another origin embedding the sign-in widget (widget-origin.spec.ts serves it): another port of localhost,
  // so its calls are cross-origin (CORS, Origin checks). It stays on the same site: the browser blocks
  // third-party cookies from a page on another site (127.0.0.1 here), whatever SameSite says.
  const widgetHostOrigin = `http://localhost:${await freePort()}`;
  const standIn = await startOAuthStandIn({
    clients: { google: { clientId: e2eGoogleClientId, clientSecret: "e2e-google-secret" } },
  });
  // Google sign-in is configured, its ID-token keys served by a stand-in: One Tap runs end to end.
  const googleKeys = await startGoogleKeysStandIn();
  const sharedEnv = { ...standIn.env, GOOGLE_CERTS_URL: googleKeys.certsUrl, WIDGET_ALLOWED_ORIGINS: widgetHostOrigin };
  const started = await Promise.all(Array.from({ length: config.workers }, () => startAppServer(sharedEnv)));
  process.env.DUGOUT_E2E_SERVERS = JSON.stringify(started.map(({ server }) => server));
  process.env.DUGOUT_E2E_WIDGET_HOST_ORIGIN = widgetHostOrigin;
  process.env.DUGOUT_E2E_GOOGLE_ISSUE_URL = googleKeys.certsUrl.replace(/\/certs$/, "/issue");
  return async () => {
    await Promise.all(started.map(({ stop }) => stop()));
    await googleKeys.close();
    await standIn.close();
  };
}

async function startAppServer(sharedEnv: Record<string, string>) {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "dugout-e2e-"));
  const database = await serverDatabase();
  const extraEnv = JSON.parse(process.env.DUGOUT_E2E_ENV ?? "{}") as Record<string, string>;
  const child = spawn(process.execPath, ["apps/server/dist/server.mjs"], {
    env: {
      ...process.env,
      SHUTDOWN_GRACE_SECONDS: "0", // stop at once on SIGTERM (graceful-shutdown.test.ts covers the grace)
      DATABASE_URL: database.url,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_BASE_URL: baseUrl,
      LOG_LEVEL: "warn",
      // As `npm start` runs it (NODE_ENV unset means development): the sign-in tests read their links from
      // the dev mailbox, which production never serves (and production requires SMTP_URL).
      NODE_ENV: "development",
      // The batting-cage voice tests run a 12-minute practice call in 36 s on the simulator's clock.
      REALTIME_SIM_CLOCK_SCALE: "20",
      // Test accounts are made at example.com; other domains stay invitation only. Phone-only accounts are
      // <digits>@phone.invalid and social accounts without a vouched address <provider>-<id>@oauth.invalid
      // (apps/server/src/modules/identity/README.md): listing both lets those tests sign new people up.
      SIGNUP_ALLOWED_DOMAINS: "example.com,phone.invalid,oauth.invalid",
      // Every sign-in of the run comes from this machine's address, most of them as the two seeded people:
      // the suite sends more links in its hour than the default caps allow one client and one address.
      IDENTITY_SENDS_PER_IP_PER_HOUR: "2000",
      IDENTITY_SENDS_PER_ADDRESS_PER_HOUR: "500",
      // The whole suite signs in from this machine, as an office behind one address does: more than the 100
      // attempts a quarter of an hour one untrusted address may make.
      TRUSTED_NETWORKS: "127.0.0.0/8, ::1/128",
      // Every phone passcode of the run spends from the site's one hourly budget.
      SIGNIN_SMS_PER_HOUR: "2000",
      // Every social provider against the stand-in; Google's client is the one One Tap's tokens are for.
      ...sharedEnv,
      ...extraEnv,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await waitUntilReady(baseUrl, { child });
  const server: E2eServer = { baseUrl, dataDir, databaseUrl: database.url };
  const stop = async () => {
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  };
  return { server, stop };
}

/**
 * A server's database: a new one on the PostgreSQL of TEST_DATABASE_URL when it is set (production's engine,
 * and lighter on a 2-core machine than the embedded one compiled to WebAssembly), otherwise the embedded
 * database in the data folder, as `npm start` has it.
 */
async function serverDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return { url: "", drop: async () => undefined };
  const name = `dugout_e2e_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}
