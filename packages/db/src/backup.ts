import { randomBytes } from "node:crypto";
import { existsSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { lockDataDir } from "./data-dir-lock";

/**
 * A consistent copy of an embedded (PGlite) database, as a gzip tarball of its data folder, taken while
 * it is in use. PGlite runs one statement at a time; its dump waits for the statement in progress, but
 * not for a transaction between two statements, so the dump runs inside a transaction of its own, which
 * waits until no other transaction is open. A CHECKPOINT first writes the changed pages out, so the copy
 * needs no WAL replay to open (a copy taken without it is still whole: PostgreSQL replays its WAL).
 */
export async function backupPglite(pglite: PGlite): Promise<Uint8Array> {
  const dump = await pglite.transaction(async (tx) => {
    await tx.query("checkpoint");
    return pglite.dumpDataDir("gzip");
  });
  return new Uint8Array(await dump.arrayBuffer());
}

/** A restore's file did not load as a database; nothing was changed. */
export class BackupLoadError extends Error {
  override name = "BackupLoadError";
}

/**
 * Replaces the embedded database in `dataDir` with a backup: loaded into a new folder beside it first (a
 * damaged file fails there and changes nothing), then swapped in; the replaced folder is kept, renamed,
 * and its path returned. Holds the data folder's lock throughout, so it refuses while a server runs.
 */
export async function restorePgliteDataDir(dataDir: string, backup: Blob): Promise<{ replaced: string | undefined }> {
  const lock = lockDataDir(dataDir);
  const current = join(dataDir, "pglite");
  const staging = join(dataDir, `pglite.restoring-${randomBytes(4).toString("hex")}`);
  try {
    try {
      const loaded = await PGlite.create(staging, { loadDataDir: backup });
      await loaded.query("select 1");
      await loaded.close();
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw new BackupLoadError(
        `The backup could not be loaded (${(error as Error).message}); the database is unchanged.`,
      );
    }
    let replaced: string | undefined;
    if (existsSync(current)) {
      replaced = join(dataDir, `pglite.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`);
      renameSync(current, replaced);
    }
    renameSync(staging, current);
    return { replaced };
  } finally {
    lock.release();
  }
}
