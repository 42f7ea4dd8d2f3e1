import { readFileSync } from "node:fs";

/**
 * What tells one process from a later one with the same pid (Linux; elsewhere both are null and a
 * lock goes by the pid alone). A container's server is PID 1 every time it starts, so the pid of a
 * killed server is usually alive again: its start time and the boot tell the two apart.
 */
export interface ProcessIdentity {
  pid: number;
  /** Field 22 of /proc/<pid>/stat: clock ticks from boot to the process's start. */
  startTime: string | null;
  /** /proc/sys/kernel/random/boot_id: a new one each boot, when start times begin again. */
  bootId: string | null;
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

/** The start time of a live pid, or null (gone, or no /proc here). */
export function processStartTime(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (stat === null) return null;
  // Field 2 is the command name in parentheses, which may hold spaces and parentheses itself.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return fields[22 - 3] ?? null;
}

export function currentBootId(): string | null {
  return readText("/proc/sys/kernel/random/boot_id")?.trim() || null;
}

export function currentProcessIdentity(): ProcessIdentity {
  return { pid: process.pid, startTime: processStartTime(process.pid), bootId: currentBootId() };
}

/** Whether the process `recorded` describes is still running. */
export function isRunning(recorded: ProcessIdentity): boolean {
  if (recorded.bootId !== null && currentBootId() !== null && recorded.bootId !== currentBootId()) return false;
  if (!pidExists(recorded.pid)) return false;
  if (recorded.startTime === null) return true; // nothing more to go by: a live pid counts
  const startTime = processStartTime(recorded.pid);
  return startTime === null || startTime === recorded.startTime;
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
