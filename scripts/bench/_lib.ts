import { defined } from "@dugout/contracts/defined";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { createDb } from "@dugout/db";
import { buildApp } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/config";
import { ensureTestUser } from "../../apps/server/src/test/user-fixtures";
export { freePort } from "../../apps/server/src/test/server-process";

export async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return defined(sorted[Math.max(0, index)], "a sample");
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

/**
 * Benchmarks measure the production configuration (each bench sets APP_BASE_URL to its http://localhost
 * origin, which production accepts). Production refuses to start without a mail transport; no benchmark
 * sends mail, so a port where nothing listens is enough. Benches run on a throwaway embedded folder unless
 * they set DATABASE_URL, with a fixed secret, and measure the pages with the demo data a development
 * install has (DEMO_DATA is off by default in production).
 */
export const productionEnv = {
  NODE_ENV: "production",
  SMTP_URL: "smtp://127.0.0.1:9",
  BETTER_AUTH_SECRET: "bench-secret-0123456789abcdef0123456789",
  ALLOW_EMBEDDED_DATABASE: "true",
  DEMO_DATA: "true",
} as const;

/**
 * How a bench runs the server: `compiled` as `npm start` does (dist/server.mjs, built from the current
 * source once per bench process), `source` through tsx as `npm run dev` does (the start-up baseline).
 */
export type ServerBuild = "compiled" | "source";

let builtThisRun = false;
function buildServerOnce(): void {
  if (builtThisRun) return;
  execFileSync(process.execPath, ["apps/server/build.mjs"], { stdio: ["ignore", "ignore", "inherit"] });
  builtThisRun = true;
}

/** Starts the real server with the given environment. */
export function startServer(env: Record<string, string>, build: ServerBuild = "compiled"): ChildProcess {
  if (build === "compiled") buildServerOnce();
  const args =
    build === "compiled" ? ["apps/server/dist/server.mjs"] : ["--import", "tsx", "apps/server/src/server.ts"];
  return spawn(process.execPath, args, {
    env: { ...process.env, LOG_LEVEL: "warn", ...productionEnv, DATABASE_URL: "", SHUTDOWN_GRACE_SECONDS: "0", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

export const fmt = (value: number, digits = 1) => value.toLocaleString("en-US", { maximumFractionDigits: digits });

/**
 * An admin's session cookie on a bench database, issued through the identity module (no job workers):
 * a PostgreSQL URL, or `{ dataDir }` for a PGlite data folder that no running server holds.
 */
export async function benchAdminCookie(
  target: string | { dataDir: string },
  origin = "http://localhost:3000",
): Promise<string> {
  const url = typeof target === "string" ? target : "";
  const dataDir = typeof target === "string" ? undefined : target.dataDir;
  const database = await createDb(dataDir ? { dataDir } : { url, poolSize: 2 });
  const app = await buildApp({
    config: loadConfig({
      ...productionEnv,
      LOG_LEVEL: "silent",
      DATABASE_URL: url,
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      APP_BASE_URL: origin,
      JOBS_DISABLE_WORKERS: "true",
    }),
    database,
  });
  await app.ready();
  try {
    const { id } = await ensureTestUser(database.db, {
      email: "bench-admin@example.com",
      name: "Bench Admin",
      role: "admin",
    });
    return (await app.identity.issueSession(id)).cookie;
  } finally {
    await app.close();
    await database.close();
  }
}

/** A rep's session cookie and the CSRF pair, issued through the identity module on the bench database. */
export async function benchRepHeaders(
  url: string,
  origin: string,
): Promise<{ headers: Record<string, string>; userId: string }> {
  const database = await createDb({ url, poolSize: 2 });
  const app = await buildApp({
    config: loadConfig({
      ...productionEnv,
      LOG_LEVEL: "silent",
      DATABASE_URL: url,
      APP_BASE_URL: origin,
      JOBS_DISABLE_WORKERS: "true",
    }),
    database,
  });
  await app.ready();
  try {
    const { id } = await ensureTestUser(database.db, { email: "bench-rep@example.com", name: "Bench Rep", role: null });
    const session = (await app.identity.issueSession(id)).cookie;
    const csrf = (await app.inject({ method: "GET", url: "/api/csrf" })).json<{ token: string }>().token;
    return {
      userId: id,
      headers: {
        cookie: `dugout_csrf=${csrf}; ${session}`,
        "x-csrf-token": csrf,
        origin,
        "content-type": "application/json",
      },
    };
  } finally {
    await app.close();
    await database.close();
  }
}
