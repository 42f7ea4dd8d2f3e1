import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { join } from "node:path";

/**
 * PGlite takes no lock of its own, and two processes on one data folder lose committed rows
 * silently (see docs/decisions/0004-embedded-database.md). This O_EXCL pid file makes the
 * second opener fail loudly instead; a lock left by a dead process is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The data folder ${dataDir} is in use by process ${pid}.`);
    this.name = "DataDirLockedError";
  }
}

export interface DataDirLock {
  release(): void;
}

const lockFileName = "dugout.lock";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, lockFileName);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            unlinkSync(path);
          } catch {
            // already gone: nothing to release
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(readFileSync(path, "utf8"), 10);
      if (Number.isInteger(owner) && isAlive(owner)) {
        throw new DataDirLockedError(dataDir, owner);
      }
      unlinkSync(path); // stale lock of a process that is gone
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}

/** The pid holding the folder's lock, or null when it is free. */
export function dataDirOwner(dataDir: string): number | null {
  try {
    const owner = Number.parseInt(readFileSync(join(dataDir, lockFileName), "utf8"), 10);
    return Number.isInteger(owner) && isAlive(owner) ? owner : null;
  } catch {
    return null;
  }
}
