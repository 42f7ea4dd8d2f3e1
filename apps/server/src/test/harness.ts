import type { LightMyRequestResponse } from "fastify";
import { buildApp } from "../app";
import { loadConfig, type AppConfig } from "../config";
import type { App } from "../context";
import type { Database } from "@dugout/db";
import type { Messaging } from "../integrations/messaging/port";
import { createTestDatabase } from "./test-database";

export interface TestApp {
  app: App;
  config: AppConfig;
  database: Database;
  /** Headers that pass the CSRF check (cookie + header + our Origin), for state-changing calls. */
  csrfHeaders(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  messaging?: Messaging;
}

/** The real app on a fresh migrated database, driven through `inject`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: "./data-test-unused",
    WEB_DIST_DIR: "./does-not-exist",
    APP_BASE_URL: "http://localhost:3000",
    ...options.env,
  });
  const app = await buildApp({
    config,
    database: testDatabase.database,
    ...(options.messaging ? { messaging: options.messaging } : {}),
  });
  await app.ready();
  let csrf: Record<string, string> | undefined;
  return {
    app,
    config,
    database: testDatabase.database,
    async csrfHeaders() {
      if (!csrf) {
        const response = await app.inject({ method: "GET", url: "/api/csrf" });
        const { token } = response.json<{ token: string }>();
        csrf = { cookie: `dugout_csrf=${token}`, "x-csrf-token": token, origin: config.baseUrl };
      }
      return csrf;
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
