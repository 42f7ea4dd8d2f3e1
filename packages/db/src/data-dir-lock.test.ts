import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

const root = join(import.meta.dirname, "../../..");
const holder = join(import.meta.dirname, "test/hold-data-dir-lock.ts");
const dirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "dugout-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const lockFile = (dataDir: string) => join(dataDir, "dugout.lock");
/** The pid a lock file names, in either format (JSON now, the pid alone before). */
const recordedPid = (dataDir: string): unknown => {
  const recorded: unknown = JSON.parse(readFileSync(lockFile(dataDir), "utf8"));
  return typeof recorded === "object" && recorded !== null && "pid" in recorded ? recorded.pid : recorded;
};

/** Runs the lock holder (optionally through `unshare`, which then is `command`) and waits for "locked". */
async function startHolder(prefix: string[], dataDir: string): Promise<{ child: ChildProcess; stdout: string }> {
  const [command = process.execPath, ...args] = [
    ...prefix,
    process.execPath,
    "--import",
    "tsx",
    holder,
    dataDir,
    "hold",
  ];
  const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes("locked")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`the lock holder exited with ${code}: ${stderr}`)));
  });
  return { child, stdout };
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once("exit", () => resolve()));

describe("the data folder lock", () => {
  it("refuses a second opener while the first process lives, and is taken over once it was killed", async () => {
    const dataDir = tempDir();
    const { child } = await startHolder([], dataDir);
    const refused = (() => {
      try {
        lockDataDir(dataDir).release();
        return null;
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as DataDirLockedError).pid).toBe(child.pid);

    child.kill("SIGKILL");
    await exited(child);
    expect(existsSync(lockFile(dataDir))).toBe(true); // a kill -9 leaves it behind
    const lock = lockDataDir(dataDir);
    lock.release();
    expect(existsSync(lockFile(dataDir))).toBe(false);
  });

  it("refuses a second opener in the same process (the same process is still alive)", () => {
    const dataDir = tempDir();
    const lock = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    lock.release();
  });

  it("takes over a lock whose pid now belongs to another process (started later, or in an earlier boot)", () => {
    const dataDir = tempDir();
    const lock = lockDataDir(dataDir);
    const recorded = JSON.parse(readFileSync(lockFile(dataDir), "utf8")) as Record<string, unknown>;
    expect(recorded.pid).toBe(process.pid);
    lock.release();

    // The same pid, but not the same process: this one was not running when that lock was taken.
    writeFileSync(lockFile(dataDir), JSON.stringify({ ...recorded, startTime: "1" }));
    lockDataDir(dataDir).release();
    writeFileSync(lockFile(dataDir), JSON.stringify({ ...recorded, bootId: "an-earlier-boot" }));
    lockDataDir(dataDir).release();
  });

  it("reads a lock written by an earlier version (the pid alone): our own pid cannot have written it", () => {
    const dataDir = tempDir();
    writeFileSync(lockFile(dataDir), String(process.pid));
    lockDataDir(dataDir).release();
    expect(existsSync(lockFile(dataDir))).toBe(false);
  });
});

// The container case: the server is PID 1 in its PID namespace every time it starts.
const unshareWorks = spawnSync("unshare", ["--pid", "--fork", "--mount-proc", "true"]).status === 0;

describe.skipIf(!unshareWorks)(
  "the data folder lock as PID 1 (skipped where `unshare` cannot make a PID namespace)",
  () => {
    it("starts again as PID 1 of a new namespace after PID 1 of an earlier one was killed with SIGKILL", async () => {
      const dataDir = tempDir();
      const namespace = ["unshare", "--pid", "--fork", "--mount-proc"];
      const { child: unshare, stdout } = await startHolder(namespace, dataDir);
      expect(stdout).toContain("locked as pid 1");

      // `unshare --fork` waits for its child, PID 1 inside: kill that one, as the kernel's OOM killer or `docker kill` would.
      const inside = Number.parseInt(readFileSync(`/proc/${unshare.pid}/task/${unshare.pid}/children`, "utf8"), 10);
      expect(Number.isInteger(inside)).toBe(true);
      process.kill(inside, "SIGKILL");
      await exited(unshare);
      expect(recordedPid(dataDir)).toBe(1);

      const again = spawnSync(
        namespace[0] ?? "unshare",
        [...namespace.slice(1), process.execPath, "--import", "tsx", holder, dataDir, "release"],
        { cwd: root, encoding: "utf8", timeout: 30_000 },
      );
      expect(again.stderr).toBe("");
      expect(again.stdout).toContain("locked as pid 1");
      expect(again.status).toBe(0);
      expect(existsSync(lockFile(dataDir))).toBe(false);
    });
  },
);
