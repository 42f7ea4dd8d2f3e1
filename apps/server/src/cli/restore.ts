import { readFileSync } from "node:fs";
import { BackupLoadError, DataDirLockedError, restorePgliteDataDir } from "@dugout/db";
import { CommandUsageError } from "../command";
import type { AppConfig } from "../config";

export const restoreUsage = "restore -- <file.tar.gz>   (with the server stopped)";

/**
 * `npm run restore -- FILE`: puts a backup from `npm run backup` back as the embedded database. Never
 * through a running server (it would go on with the database it has open): it needs the data folder's
 * lock, so it refuses while a server runs. The replaced database is kept beside it, renamed.
 */
export async function restore(config: AppConfig, path: string | undefined): Promise<string> {
  if (!path) throw new CommandUsageError(`Usage: npm run ${restoreUsage}`);
  if (config.DATABASE_URL) {
    throw new CommandUsageError(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore (pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" dugout.dump), see docs/deploy.md, Backups.',
    );
  }
  let backup: Blob;
  try {
    backup = new Blob([readFileSync(path)]);
  } catch (error) {
    throw new CommandUsageError(`Cannot read ${path}: ${(error as Error).message}`);
  }
  try {
    const { replaced } = await restorePgliteDataDir(config.dataDir, backup);
    return [
      `Restored the embedded database in ${config.dataDir} from ${path}.`,
      replaced ? `The database it replaced is kept in ${replaced}; delete it once the restore is checked.` : "",
      "Start the server: it applies any migration the backup predates.",
    ]
      .filter(Boolean)
      .join("\n");
  } catch (error) {
    if (error instanceof BackupLoadError) throw new CommandUsageError(error.message);
    if (error instanceof DataDirLockedError) {
      throw new CommandUsageError(
        `${error.message} Stop the server first: a restore replaces the database it has open.`,
      );
    }
    throw error;
  }
}
