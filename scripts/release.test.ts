import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hashPassword } from "better-auth/crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import rootPackage from "../package.json" with { type: "json" };
import { release, releaseScripts } from "./release.mjs";
import { freePort } from "../apps/server/src/test/server-process";

/**
 * The release artefact as an operator uses it, far from the checkout (a temporary folder, where nothing
 * of the workspace's node_modules can be reached): `npm ci --omit=dev`, then `npm start` in production
 * mode on a fresh PostgreSQL database, `/readyz`, the compiled CLI, a sign-in by API, and a clean stop on
 * SIGTERM within the drain time. On PostgreSQL only (TEST_DATABASE_URL), like production. npm installs
 * from its cache when it can (--prefer-offline).
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const work = mkdtempSync(join(tmpdir(), "dugout-release-test-"));
const out = join(work, "dugout");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
let server: ChildProcess | undefined;
let databaseName = "";

function databaseUrl(name: string): string {
  const url = new URL(baseUrl ?? "");
  url.pathname = `/${name}`;
  return url.toString();
}

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  if (databaseName) {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${databaseName}" with (force)`).finally(() => admin.end());
  }
  rmSync(work, { recursive: true, force: true });
}, 120_000);

describe("the release artefact's scripts", () => {
  it("start the compiled server and run every operator command from the compiled CLI", () => {
    expect(releaseScripts(rootPackage.scripts)).toEqual({
      start: "node server/server.mjs",
      seed: "node server/cli.mjs seed",
      user: "node server/cli.mjs user",
      "oauth-client": "node server/cli.mjs oauth-client",
      "calls:import": "node server/cli.mjs calls:import",
      "gong:sync": "node server/cli.mjs gong:sync",
      "agent-key": "node server/cli.mjs agent-key",
      "db:status": "node server/cli.mjs db:status",
      "db:migrate": "node server/cli.mjs db:migrate",
      backup: "node server/cli.mjs backup",
      restore: "node server/cli.mjs restore",
      leads: "node server/cli.mjs leads",
      retention: "node server/cli.mjs retention",
      audit: "node server/cli.mjs audit",
    });
  });
});

describe("npm run release", () => {
  it("never empties a folder that is not an earlier release", async () => {
    const occupied = join(work, "occupied");
    mkdirSync(occupied);
    writeFileSync(join(occupied, "notes.txt"), "mine");
    await expect(release({ out: occupied, webDist: join(work, "nowhere") })).rejects.toThrow(
      `${occupied} is not empty and holds no earlier release (no .dugout-release): choose another --out.`,
    );
    expect(readFileSync(join(occupied, "notes.txt"), "utf8")).toBe("mine");
  });
});

describe.skipIf(!baseUrl)("the release artefact", () => {
  it("installs with production dependencies only, starts in production on PostgreSQL, and signs in", async () => {
    // A stand-in web build: the artefact ships whatever the web build made; building it is the web's test.
    const web = join(work, "web-build");
    mkdirSync(web);
    writeFileSync(join(web, "index.html"), "<!doctype html><title>Dugout release test</title>");
    const manifest = await release({ out, webDist: web });
    expect(manifest.version).toBe(rootPackage.version);
    for (const path of ["server/server.mjs", "server/cli.mjs", "web/index.html", "migrations/meta/_journal.json"]) {
      expect(existsSync(join(out, path)), path).toBe(true);
    }
    const lock = JSON.parse(readFileSync(join(out, "package-lock.json"), "utf8")) as {
      packages: Record<string, { dev?: boolean }>;
    };
    expect(Object.keys(lock.packages)).not.toContain("node_modules/typescript");
    expect(Object.keys(lock.packages)).not.toContain("node_modules/tsx");

    execFileSync(npm, ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund"], {
      cwd: out,
      stdio: "ignore",
    });
    expect(existsSync(join(out, "node_modules/typescript"))).toBe(false);

    databaseName = `dugout_release_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database "${databaseName}"`).finally(() => admin.end());

    const port = await freePort();
    const base = `http://localhost:${port}`;
    const env = {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      APP_BASE_URL: base,
      BETTER_AUTH_SECRET: randomBytes(32).toString("base64"),
      DATABASE_URL: databaseUrl(databaseName),
      SMTP_URL: "smtp://127.0.0.1:9", // required in production; password sign-in sends no mail
      LOG_LEVEL: "warn",
      // The drain as in production (SHUTDOWN_DRAIN_SECONDS' default); the grace only as long as the test needs.
      SHUTDOWN_GRACE_SECONDS: "1",
      SHUTDOWN_DRAIN_SECONDS: "15",
    };
    let stderr = "";
    // What the artefact's `npm start` runs, without npm in between, as the Dockerfile starts it: npm 11 exits
    // on SIGTERM without passing it on, which would leave the server running, undrained (docs/deploy.md).
    const [command = "", ...args] = releaseScripts(rootPackage.scripts).start.split(" ");
    expect(command).toBe("node");
    server = spawn(process.execPath, args, { cwd: out, env, stdio: ["ignore", "ignore", "pipe"] });
    server.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    let ready: Response | undefined;
    for (let i = 0; i < 1200 && !ready?.ok; i++) {
      if (server.exitCode !== null) throw new Error(`the release exited: ${stderr}`);
      ready = await fetch(`${base}/readyz`).catch(() => undefined);
      if (!ready?.ok) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await ready?.json()).toEqual({
      status: "ready",
      checks: { database: true, migrations: true, job_queue: true },
    });
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: "ok", version: rootPackage.version });
    expect(await (await fetch(`${base}/`)).text()).toContain("Dugout release test");

    // The compiled CLI, as `npm run user` in the artefact, then a password for that account.
    const created = execFileSync(npm, ["run", "-s", "user", "--", "create", "admin@example.com", "--role", "admin"], {
      cwd: out,
      env,
      encoding: "utf8",
    });
    expect(created.trim()).toBe(
      "Created admin@example.com (admin). They sign in with a magic link or passcode sent to that address.",
    );
    const database = new pg.Client({ connectionString: env.DATABASE_URL });
    await database.connect();
    try {
      await database.query(
        `insert into accounts (account_id, provider_id, user_id, password)
         select id, 'credential', id, $2 from users where email = $1`,
        ["admin@example.com", await hashPassword("violet-harbour-trumpet-42")],
      );
    } finally {
      await database.end();
    }
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { origin: base, "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@example.com", password: "violet-harbour-trumpet-42" }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const me = await fetch(`${base}/api/me`, { headers: { cookie } });
    expect(await me.json()).toMatchObject({ user: { email: "admin@example.com" } });

    // A rolling deploy's stop: on SIGTERM the server drains and exits 0 within the drain time.
    const stopping = performance.now();
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      server?.once("exit", (code, signal) => resolve({ code, signal })),
    );
    server.kill("SIGTERM");
    expect(await exited, stderr).toEqual({ code: 0, signal: null });
    expect(performance.now() - stopping).toBeLessThan((1 + 15) * 1000);
  }, 900_000);
});
