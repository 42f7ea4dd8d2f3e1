import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, waitUntilReady } from "./test/server-process";

/**
 * The real process logs asynchronously (plugins/log-destination.ts): lines wait in memory while a
 * write is in flight. A shutdown right after a burst of requests must still write every one of them.
 */
const root = join(import.meta.dirname, "../../..");
const dataDir = mkdtempSync(join(tmpdir(), "dugout-log-shutdown-"));

let server: ChildProcess | undefined;
afterAll(() => {
  server?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(process.env.DUGOUT_TEST_DB === "postgres")("the server's log at shutdown", () => {
  it("holds every request line of a burst answered just before SIGTERM, and no probe", async () => {
    const port = await freePort();
    server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
      cwd: root,
      env: {
        ...process.env,
        SHUTDOWN_GRACE_SECONDS: "0", // stop at once on SIGTERM (graceful-shutdown.test.ts covers the grace)
        DATABASE_URL: "",
        DATA_DIR: dataDir,
        PORT: String(port),
        LOG_LEVEL: "info",
        WEB_DIST_DIR: "/nonexistent",
      },
    });
    let output = "";
    server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server?.once("exit", (code) => resolve(code)));
    await waitUntilReady(`http://127.0.0.1:${port}`, { child: server });

    const burst = 400;
    await Promise.all(
      Array.from({ length: burst }, (_, index) => fetch(`http://127.0.0.1:${port}/api/nope?n=${index}`)),
    );
    server.kill("SIGTERM");
    expect(await exited).toBe(0);

    const records = output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
    const logged = new Set(records.flatMap((record) => (record.req ? [record.req.url] : [])));
    const missing = Array.from({ length: burst }, (_, index) => `/api/nope?n=${index}`).filter(
      (url) => !logged.has(url),
    );
    expect(missing).toEqual([]);
    expect(records.map((record) => record.msg)).toContain("shutting down");
    expect([...logged].filter((url) => url.startsWith("/readyz"))).toEqual([]);
  }, 180_000);
});
