import { createDb, type Database } from "@dugout/db";
import type { AppConfig } from "./config";

/** Opens the configured database (PostgreSQL, or PGlite in the data folder) and migrates it. */
export async function openDatabase(config: AppConfig): Promise<Database> {
  const database = await createDb(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.dataDir });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
