import { createDb, type Database, type DbLogger } from "@dugout/db";
import type { AppConfig } from "./config";

/**
 * Opens the configured database (PostgreSQL, or PGlite in the data folder) and migrates it.
 * `logger` receives the PostgreSQL pool's background errors (a lost idle connection).
 */
export async function openDatabase(config: AppConfig, logger: DbLogger): Promise<Database> {
  const database = await createDb(
    config.DATABASE_URL ? { url: config.DATABASE_URL, logger } : { dataDir: config.dataDir },
  );
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
