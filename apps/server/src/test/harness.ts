import type { LightMyRequestResponse } from "fastify";
import { buildApp, type BuildAppOptions } from "../app";
import type { SessionUser } from "../auth";
import { loadConfig, type AppConfig } from "../config";
import type { App } from "../context";
import { createDb, type Database } from "@dugout/db";
import type { Messaging } from "../integrations/messaging/port";
import { createTestDatabase } from "./test-database";
import { ensureTestUser } from "./user-fixtures";

export interface TestApp {
  app: App;
  config: AppConfig;
  database: Database;
  /** This test's PostgreSQL database (undefined on PGlite). */
  databaseUrl?: string | undefined;
  /** Headers that pass the CSRF check (cookie + header + our Origin), for state-changing calls. */
  csrfHeaders(): Promise<Record<string, string>>;
  /**
   * Signs a user in through Better Auth (a real session row and signed cookie), creating the user
   * on first use (an existing user keeps their role unless `role` is given). Defaults: a rep named
   * "Test Rep" at rep-<n>@example.com. The headers carry the
   * session cookie and the CSRF cookie, header and Origin: pass them to `inject` for any method.
   */
  signIn(options?: SignInOptions): Promise<{ headers: Record<string, string>; user: SessionUser }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** A second instance on another app's database (as two servers on one PostgreSQL); it is not dropped. */
  shareDatabaseWith?: TestApp;
  /** With shareDatabaseWith on PostgreSQL: a connection pool of its own, as another process has (closed with it). */
  ownPool?: boolean;
  messaging?: Messaging;
  identity?: BuildAppOptions["identity"];
  /** Receives the app's log lines (JSON, one per line) at LOG_LEVEL debug unless env sets one. */
  logStream?: BuildAppOptions["logStream"];
}

interface SignInOptions {
  role?: "admin" | "rep";
  email?: string;
  name?: string;
}

/** The real app on a fresh migrated database, driven through `inject`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.shareDatabaseWith;
  const testDatabase: { database: Database; url?: string | undefined; drop(): Promise<void> } = !shared
    ? await createTestDatabase()
    : options.ownPool && shared.databaseUrl
      ? await ownPool(shared.databaseUrl)
      : { database: shared.database, url: shared.databaseUrl, drop: async () => undefined };
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: options.logStream ? "debug" : "silent",
    DATA_DIR: "./data-test-unused",
    WEB_DIST_DIR: "./does-not-exist",
    APP_BASE_URL: "http://localhost:3000",
    ...options.env,
  });
  const app = await buildApp({
    config,
    database: testDatabase.database,
    ...(options.messaging ? { messaging: options.messaging } : {}),
    ...(options.identity ? { identity: options.identity } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.ready();
  let csrf: Record<string, string> | undefined;
  let signIns = 0;
  const csrfHeaders = async () => {
    if (!csrf) {
      const response = await app.inject({ method: "GET", url: "/api/csrf" });
      const { token } = response.json<{ token: string }>();
      csrf = { cookie: `dugout_csrf=${token}`, "x-csrf-token": token, origin: config.baseUrl };
    }
    return csrf;
  };
  return {
    app,
    config,
    database: testDatabase.database,
    databaseUrl: testDatabase.url,
    csrfHeaders,
    async signIn(signIn = {}) {
      // An existing user keeps their role unless one is asked for.
      const role = signIn.role === undefined ? undefined : signIn.role === "admin" ? "admin" : null;
      signIns += 1;
      const email = signIn.email ?? `${signIn.role ?? "rep"}-${signIns}@example.com`;
      const name = signIn.name ?? (role ? "Test Admin" : "Test Rep");
      const { identity } = app;
      const { id } = await ensureTestUser(testDatabase.database.db, {
        email,
        name,
        ...(role !== undefined ? { role } : {}),
      });
      const session = await identity.issueSession(id);
      const base = await csrfHeaders();
      const headers = { ...base, cookie: `${base.cookie}; ${session.cookie}` };
      const user = await identity.sessionUser(new Headers(headers));
      if (!user) throw new Error(`signIn: the session of ${email} did not resolve.`);
      return { headers, user };
    },
    async close() {
      await app.close();
      await testDatabase.drop();
    },
  };
}

export function errorOf(response: LightMyRequestResponse): { code: string; message: string } {
  return response.json<{ error: { code: string; message: string } }>().error;
}

/** Another pool on the same PostgreSQL database: closing it leaves the database to its owner. */
async function ownPool(url: string): Promise<{ database: Database; url: string; drop(): Promise<void> }> {
  const database = await createDb({ url, poolSize: 10 });
  return { database, url, drop: () => database.close() };
}
