import { createDb, type Database, type DbLogger } from "@dugout/db";
import { ConfigError, type AppConfig } from "./config";

/** PostgreSQL's SQLSTATE for "database ... does not exist" (invalid_catalog_name). */
const missingDatabase = "3D000";

/**
 * Opens the configured database (PostgreSQL, or PGlite in the data folder) and migrates it, so the
 * server and every operator command work on a fresh database (`migrate: false`: as it is, for db:status
 * and backup). `logger` receives the PostgreSQL pool's
 * background errors (a lost idle connection).
 */
export async function openDatabase(
  config: AppConfig,
  logger: DbLogger,
  options: { migrate?: boolean } = {},
): Promise<Database> {
  const database = await createDb(
    config.DATABASE_URL
      ? { url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE, logger }
      : { dataDir: config.dataDir },
  );
  try {
    // Without migrating, a query still reaches the database: a missing one fails here all the same.
    await (options.migrate === false ? database.ping() : database.migrate());
  } catch (error) {
    await database.close();
    if ((error as { code?: unknown }).code === missingDatabase && config.DATABASE_URL) {
      // Dugout makes its tables, not the database itself: say what to run instead of a stack trace.
      const name = decodeURIComponent(new URL(config.DATABASE_URL).pathname.slice(1));
      throw new ConfigError([`DATABASE_URL: the database ${name} does not exist; create it first (createdb ${name})`]);
    }
    throw error;
  }
  return database;
}
