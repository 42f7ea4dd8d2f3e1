import { defined } from "@dugout/contracts/defined";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createDb } from "@dugout/db";
import { demoDataCounts, noDemoData } from "./test/demo-data-kit";
import { appVersion } from "./version";
import { freePort, waitUntilReady } from "./test/server-process";

/**
 * The real process, as `npm start` runs it: boot on a fresh embedded data folder, the folder lock,
 * operator commands handed to the running server, graceful shutdown. Embedded mode only.
 */
const root = join(import.meta.dirname, "../../..");
const dataDir = mkdtempSync(join(tmpdir(), "dugout-server-test-"));
const productionDataDir = mkdtempSync(join(tmpdir(), "dugout-server-production-test-"));

function env(port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: "",
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: "warn",
    // Stop at once on SIGTERM: graceful-shutdown.test.ts covers the grace.
    SHUTDOWN_GRACE_SECONDS: "0",
    WEB_DIST_DIR: "/nonexistent",
  };
}

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 1200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!condition()) throw new Error(`timed out waiting for ${what}`);
}

let server: ChildProcess | undefined;
/** Every server a test started: one that failed before its test stopped it is killed, not left running. */
const runningServers = new Set<ChildProcess>();

function startServer(environment: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
    cwd: root,
    env: environment,
  });
  runningServers.add(child);
  child.once("exit", () => runningServers.delete(child));
  return child;
}

afterEach(() => {
  for (const child of runningServers) child.kill("SIGKILL");
});

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(productionDataDir, { recursive: true, force: true });
});

describe.skipIf(process.env.DUGOUT_TEST_DB === "postgres")("the server process", () => {
  it("boots, owns its data folder, runs commands for the CLI, and shuts down cleanly", async () => {
    const port = await freePort();
    let output = "";
    server = startServer(env(port));
    server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await waitUntilReady(`http://127.0.0.1:${port}`, { child: server });
    await waitFor(() => output.includes(`Dugout ${appVersion} is running`), "the banner");
    // The banner is a JSON line like every other (startup-log.ts).
    const banner = output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { msg: string; url?: string; time: string })
      .find((line) => line.msg.startsWith(`Dugout ${appVersion} is running at http://localhost:`));
    expect(banner).toMatchObject({ url: `http://localhost:${port}`, version: appVersion });
    expect(banner?.time).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(existsSync(join(dataDir, "server.json"))).toBe(true);

    // A second server on the same folder refuses to start instead of corrupting it.
    const second = spawnSync(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
      cwd: root,
      env: env(await freePort()),
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(second.status).toBe(1);
    expect(second.stdout).toMatch(/"level":60,.*is in use by process \d+\. Stop that server first/);

    // The CLI cannot open the folder, so the running server executes the command.
    const seed = spawnSync(process.execPath, ["--import", "tsx", "apps/server/src/cli/main.ts", "seed"], {
      cwd: root,
      env: env(port),
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(seed.stderr).toBe("");
    expect(seed.stdout).toMatch(/^Seed: ran 0 step\(s\), \d+ already done\./);

    // A remote-looking or tokenless call to the command endpoint is refused.
    const tokenless = await fetch(`http://127.0.0.1:${port}/internal/commands/seed`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ args: [] }),
    });
    expect(tokenless.status).toBe(401);

    const exited = new Promise<number | null>((resolve) =>
      defined(server, "the server process").once("exit", (code) => resolve(code)),
    );
    server.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(existsSync(join(dataDir, "dugout.lock"))).toBe(false);
    expect(existsSync(join(dataDir, "server.json"))).toBe(false);
  }, 180_000);

  it("in production, seeds no demo data, warns about the embedded database and says how to make the first admin", async () => {
    const port = await freePort();
    let output = "";
    server = startServer({
      ...env(port),
      DATA_DIR: productionDataDir,
      NODE_ENV: "production",
      APP_BASE_URL: `http://localhost:${port}`,
      BETTER_AUTH_SECRET: "server-test-production-secret-0123456789",
      SMTP_URL: "smtp://127.0.0.1:9",
      ALLOW_EMBEDDED_DATABASE: "true",
    });
    server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await waitFor(() => output.includes("More users:"), "the banner");
    expect(output).toContain(
      "No admin yet. Create the first one: npm run user -- create you@company.com --role admin (or start the server with INITIAL_ADMIN_EMAIL=you@company.com).",
    );
    expect(output).not.toContain("example.com (");
    expect(output).toContain("ALLOW_EMBEDDED_DATABASE=true: production runs on the embedded database");
    expect(output).not.toContain("seeded demo data");

    const exited = new Promise<number | null>((resolve) =>
      defined(server, "the server process").once("exit", (code) => resolve(code)),
    );
    server.kill("SIGTERM");
    expect(await exited).toBe(0);
    const database = await createDb({ dataDir: productionDataDir });
    try {
      expect(await demoDataCounts(database.db)).toEqual(noDemoData);
    } finally {
      await database.close();
    }
  }, 180_000);

  it("refuses to start on an incomplete production configuration, naming every problem at once, without a stack", () => {
    const started = spawnSync(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
      cwd: root,
      env: { ...env(0), NODE_ENV: "production", SMTP_URL: "", APP_BASE_URL: "", BETTER_AUTH_SECRET: "" },
      encoding: "utf8",
      // A server that boots anyway would run until this kills it.
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    // One JSON line (not a terminal: no text beside it).
    const lines = started.stdout.trim().split("\n");
    expect(lines).toHaveLength(1);
    const crash = JSON.parse(lines[0] ?? "") as { level: number; msg: string; problems: string[] };
    expect(crash).toMatchObject({ level: 60, msg: "Invalid configuration" });
    expect(crash.problems.map((problem) => problem.slice(0, problem.indexOf(":")))).toEqual([
      "SMTP_URL",
      "APP_BASE_URL",
      "BETTER_AUTH_SECRET",
      "DATABASE_URL",
    ]);
    expect(started.stderr).toBe("");
    expect(started.stdout).not.toMatch(/\\n\s+at /);
    expect(started.stdout).not.toContain("is running at");
  }, 90_000);
});
