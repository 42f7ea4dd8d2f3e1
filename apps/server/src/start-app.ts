import pino from "pino";
import { runSeeds, type Database } from "@dugout/db";
import { buildApp } from "./app";
import { openDatabase } from "./boot";
import type { AppConfig } from "./config";
import type { App } from "./context";
import { moduleSeedSteps } from "./modules";

export interface StartedApp {
  app: App;
  /** The app's database: the caller closes it after the app (server.ts's shutdown does). */
  database: Database;
}

/**
 * Everything an instance does before it listens: the database opened and migrated, the demo data seeded
 * (both under the boot's advisory lock, so instances may start together), then the whole app built (the
 * secrets' check, the CSRF secret, the job queue; INITIAL_ADMIN_EMAIL and the queue's start run when it is
 * ready). server.ts listens on it; first-boot.test.ts starts three at once on one fresh database.
 */
export async function startApp(config: AppConfig): Promise<StartedApp> {
  // The app's logger does not exist yet: the database's background errors get one of the same level.
  const database = await openDatabase(
    config,
    pino({ level: config.LOG_LEVEL, timestamp: pino.stdTimeFunctions.isoTime }),
  );
  try {
    const seed = await runSeeds(database, moduleSeedSteps(config));
    const app = await buildApp({ config, database });
    if (seed.ran.length > 0) app.log.info({ steps: seed.ran }, "seeded demo data");
    return { app, database };
  } catch (error) {
    // A refused start (another instance's secret, say) leaves no pool open behind it.
    await database.close();
    throw error;
  }
}
