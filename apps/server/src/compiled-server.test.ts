import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defined } from "@dugout/contracts/defined";
import { nameGeneratorVisitorCookie } from "@dugout/contracts/name-generator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, entryPoints } from "../build.mjs";
import { freePort, waitUntilReady } from "./test/server-process";

/**
 * The compiled server as `npm start` runs it (plain `node`, no TypeScript loader), built from the
 * current source, on a fresh data folder. Each check needs something the bundle finds outside itself:
 * the migrations folder, the naming engine's data, a worker thread's own bundle.
 */
const serverRoot = join(import.meta.dirname, "..");
// Inside the workspace, so the packages left external resolve from node_modules as they do from dist/;
// a folder of its own, so a concurrent `npm run build` (which empties dist/) cannot remove it.
const cacheDir = join(serverRoot, "node_modules/.cache");
mkdirSync(cacheDir, { recursive: true });
const outdir = mkdtempSync(join(cacheDir, "compiled-server-test-"));
const dataDir = mkdtempSync(join(tmpdir(), "dugout-compiled-test-"));
let server: ChildProcess | undefined;
let base = "";
let stderr = "";

beforeAll(async () => {
  await buildServer({ outdir });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [join(outdir, "server.mjs")], {
    cwd: join(serverRoot, "../.."),
    env: {
      ...process.env,
      SHUTDOWN_GRACE_SECONDS: "0", // stop at once on SIGTERM (graceful-shutdown.test.ts covers the grace)
      NODE_OPTIONS: "", // nothing inherited from the test runner: plain node, as `npm run serve`
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      PORT: String(port),
      APP_BASE_URL: `http://localhost:${port}`,
      LOG_LEVEL: "warn",
      WEB_DIST_DIR: "/nonexistent",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  server.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(outdir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the compiled server", () => {
  it("migrates a fresh data folder and becomes ready", async () => {
    const ready = await waitUntilReady(base, { child: server, output: () => stderr });
    expect(await ready.json()).toEqual({
      status: "ready",
      checks: { database: true, migrations: true, job_queue: true },
    });
  });

  it("checks a password's strength in its worker thread (strength-worker.mjs beside server.mjs)", async () => {
    const response = await fetch(`${base}/api/auth/dugout/passwords/strength`, {
      method: "POST",
      headers: { origin: base.replace("127.0.0.1", "localhost"), "content-type": "application/json" },
      body: JSON.stringify({ password: "marble-canyon-pelican-77" }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ strength_policy: "zxcvbn", valid_password: true });
  });

  it("generates and researches business names from the naming engine's data", async () => {
    const csrf = await fetch(`${base}/api/csrf`);
    const { token } = (await csrf.json()) as { token: string };
    const submitted = await fetch(`${base}/api/business_name_submissions`, {
      method: "POST",
      headers: {
        cookie: `dugout_csrf=${token}`,
        "x-csrf-token": token,
        origin: base.replace("127.0.0.1", "localhost"),
        "content-type": "application/json",
      },
      body: JSON.stringify({ businessDescription: "A small bakery that sells sourdough bread and pastries" }),
    });
    expect(submitted.status).toBe(201);
    const { submission_id: id } = (await submitted.json()) as { submission_id: string };
    // Only the browser that asked may read its names: send back the visitor cookie the answer set.
    const visitor = submitted.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${nameGeneratorVisitorCookie}=`));
    const reader = { headers: { cookie: defined(visitor, "the visitor cookie").split(";")[0] ?? "" } };
    let names: { status: string; research_data: { overall_score: number } | null }[] = [];
    for (let i = 0; i < 600 && !(names.length === 9 && names.every((name) => name.status !== "pending")); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      names = (
        (await (await fetch(`${base}/api/business_names?submission_id=${id}`, reader)).json()) as {
          names: typeof names;
        }
      ).names;
    }
    expect(names.map((name) => name.status)).toEqual(Array(9).fill("complete"));
    expect(names.some((name) => (name.research_data?.overall_score ?? 0) > 0)).toBe(true);
  });
});

describe("the build's entry points", () => {
  it("are server.ts and every *-worker.ts, and two workers of one name fail the build", () => {
    const sourceOf = (entry: string | { in: string }) => (typeof entry === "string" ? entry : entry.in);
    expect(entryPoints().map((entry) => sourceOf(entry).slice(serverRoot.length + 1))).toEqual(
      expect.arrayContaining([
        "src/server.ts",
        "src/modules/identity/methods/passwords/strength-worker.ts",
        "src/modules/realtime-simulator/tts/speech-worker.ts",
      ]),
    );
    const root = mkdtempSync(join(tmpdir(), "dugout-entries-"));
    try {
      for (const folder of ["a", "b"]) {
        mkdirSync(join(root, folder));
        writeFileSync(join(root, folder, "twin-worker.ts"), "export {};\n");
      }
      expect(() => entryPoints(root)).toThrow(/Two worker threads are named twin-worker/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
