import { defined } from "@dugout/contracts/defined";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The real process, as `npm start` runs it: boot on a fresh embedded data folder, the folder lock,
 * operator commands handed to the running server, graceful shutdown. Embedded mode only.
 */
const root = join(import.meta.dirname, "../../..");
const dataDir = mkdtempSync(join(tmpdir(), "dugout-server-test-"));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function env(port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: "",
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: "warn",
    WEB_DIST_DIR: "/nonexistent",
  };
}

async function waitReady(port: number): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not become ready");
}

let server: ChildProcess | undefined;
afterAll(() => {
  server?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(process.env.DUGOUT_TEST_DB === "postgres")("the server process", () => {
  it("boots, owns its data folder, runs commands for the CLI, and shuts down cleanly", async () => {
    const port = await freePort();
    let output = "";
    server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], { cwd: root, env: env(port) });
    server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await waitReady(port);
    expect(output).toContain("Dugout is running at http://localhost:");
    expect(existsSync(join(dataDir, "server.json"))).toBe(true);

    // A second server on the same folder refuses to start instead of corrupting it.
    const second = spawnSync(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
      cwd: root,
      env: env(await freePort()),
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toMatch(/is in use by process \d+\. Stop that server first/);

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

  it("refuses to start in production without a mail transport, naming SMTP_URL", () => {
    const started = spawnSync(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
      cwd: root,
      env: { ...env(0), NODE_ENV: "production", SMTP_URL: "" },
      encoding: "utf8",
      // A server that boots anyway would run until this kills it.
      timeout: 30_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain("Invalid configuration");
    expect(started.stderr).toMatch(/SMTP_URL: must be set when NODE_ENV=production/);
    expect(started.stdout).not.toContain("Dugout is running");
  }, 60_000);
});
