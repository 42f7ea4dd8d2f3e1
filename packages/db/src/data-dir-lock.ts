import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { currentProcessIdentity, isRunning, type ProcessIdentity } from "./process-identity";

/**
 * PGlite takes no lock of its own, and two processes on one data folder lose committed rows
 * silently (see docs/decisions/0004-embedded-database.md). This lock file, created whole (written
 * aside, then hard-linked into place, which fails when it exists), makes the second opener fail
 * loudly instead; a lock left by a process that is no longer running is taken over. It records the
 * holder's pid, start time and boot, not the pid alone: a container's server is PID 1 at every
 * start, so after a kill -9 the recorded pid is alive again, as the new server.
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

/** The holder a lock file names, or null when it names none. */
function readHolder(path: string): ProcessIdentity | null {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return null;
  }
  if (/^\d+$/.test(text.trim())) {
    // An earlier version wrote the pid alone; this process never does, so its own pid there is stale.
    const pid = Number.parseInt(text, 10);
    return pid === process.pid ? null : { pid, startTime: null, bootId: null };
  }
  try {
    const { pid, startTime, bootId } = JSON.parse(text) as Partial<Record<keyof ProcessIdentity, unknown>>;
    if (typeof pid !== "number" || !Number.isInteger(pid) || pid <= 0) return null;
    return {
      pid,
      startTime: typeof startTime === "string" ? startTime : null,
      bootId: typeof bootId === "string" ? bootId : null,
    };
  } catch {
    return null; // damaged or foreign content: no process of ours wrote it
  }
}

/** Never seen half written: a reader of an empty file would take it for stale and remove a live lock. */
function createWhole(path: string, content: string): void {
  const aside = `${path}.${randomBytes(6).toString("hex")}`;
  writeFileSync(aside, content, { flag: "wx" });
  try {
    linkSync(aside, path);
  } finally {
    rmSync(aside, { force: true });
  }
}

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, lockFileName);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      createWhole(path, JSON.stringify(currentProcessIdentity()));
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
      const holder = readHolder(path);
      if (holder && isRunning(holder)) throw new DataDirLockedError(dataDir, holder.pid);
      rmSync(path, { force: true }); // stale: its process is gone, or the pid now belongs to another one
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}

/** The pid holding the folder's lock, or null when it is free. */
export function dataDirOwner(dataDir: string): number | null {
  const holder = readHolder(join(dataDir, lockFileName));
  return holder && isRunning(holder) ? holder.pid : null;
}
