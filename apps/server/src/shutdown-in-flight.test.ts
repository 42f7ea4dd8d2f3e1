import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, waitUntilReady } from "./test/server-process";

/**
 * The drain's promise to a rolling deploy: a request still running when the grace ends, and the app stops
 * taking work, is finished and answered before the process exits (0). The real app and its shutdown, with one
 * slow route added (shutdown-in-flight.fixture.ts). Embedded mode, as graceful-shutdown.test.ts.
 */
const root = join(import.meta.dirname, "../../..");
const dataDir = mkdtempSync(join(tmpdir(), "dugout-shutdown-in-flight-"));
const graceSeconds = 1;
const drainSeconds = 15;
/** Long enough that the grace ends while the request runs. */
const slowRequestMs = 3_000;

let server: ChildProcess | undefined;
afterAll(() => {
  server?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(process.env.DUGOUT_TEST_DB === "postgres")("a request in flight when the grace ends", () => {
  it("is answered before the process exits cleanly, while new connections are refused", async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let output = "";
    server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/shutdown-in-flight.fixture.ts"], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "development",
        DATABASE_URL: "",
        DATA_DIR: dataDir,
        DEMO_DATA: "false",
        PORT: String(port),
        APP_BASE_URL: base,
        LOG_LEVEL: "warn",
        WEB_DIST_DIR: "/nonexistent",
        REALTIME_SIM_ESPEAK: "off",
        SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
        SHUTDOWN_DRAIN_SECONDS: String(drainSeconds),
        SLOW_REQUEST_MS: String(slowRequestMs),
      },
    });
    server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server?.once("exit", (code) => resolve(code)));
    await waitUntilReady(base, { child: server, output: () => output });

    const slow = fetch(`${base}/slow`).then(async (response) => ({
      status: response.status,
      body: await response.json(),
      at: performance.now(),
    }));
    while (!output.includes("slow request started")) await new Promise((resolve) => setTimeout(resolve, 20));
    const signalled = performance.now();
    server.kill("SIGTERM");

    // Past the grace the app has closed: nothing new is served (a new connection is refused, a request on an
    // open one gets 503), while the slow request still runs.
    await new Promise((resolve) => setTimeout(resolve, graceSeconds * 1000 + 500));
    const late = await fetch(`${base}/healthz`).then(
      (response) => response.status,
      () => "refused",
    );
    expect(["refused", 503]).toContain(late);
    const answered = await slow;
    expect(answered).toMatchObject({ status: 200, body: { finished: true } });
    expect(answered.at - signalled).toBeGreaterThan(graceSeconds * 1000);
    expect(await exited, output).toBe(0);
  }, 180_000);
});
