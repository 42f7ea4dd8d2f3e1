import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createDb, migrationsFolder, users, type Database } from "@dugout/db";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import type { App } from "./context";
import { newCommandToken, removeRuntimeInfo, writeRuntimeInfo } from "./runtime-file";
import { ensurePasswordUser } from "./test/password-account";
import { createTestDatabaseLocation } from "./test/test-database";

/**
 * The operator's database commands as the operator runs them: the real CLI process (`npm run db:status`,
 * `db:migrate`, `backup`, `restore`) on a database nobody else set up, on the engine of the Vitest project.
 */
const root = join(import.meta.dirname, "../../..");
const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};
const tags = journal.entries.map((entry) => entry.tag);

/** Asynchronous: the server of the backup test runs in this process and must answer the CLI's hand-off. */
async function cli(env: Record<string, string>, ...args: string[]) {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/cli/main.ts", ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "warn", ...env },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.once("close", resolve));
  return { status, stdout: stdout.trim(), stderr: stderr.trim() };
}

describe("npm run db:status and db:migrate", () => {
  it("lists every migration as pending on a fresh database without migrating it, then applies them once", async () => {
    const location = await createTestDatabaseLocation();
    try {
      const fresh = await cli(location.env, "db:status");
      expect(fresh.stderr).toBe("");
      expect(fresh.stdout.split("\n").slice(1)).toEqual([
        ...tags.map((tag) => `pending  ${tag}`),
        `0 applied, ${tags.length} pending.`,
      ]);
      const migrated = await cli(location.env, "db:migrate");
      expect(migrated.stdout).toMatch(
        new RegExp(`^Applied ${tags.length} migration\\(s\\) to .+: ${tags.join(", ")}\\.$`),
      );
      const status = await cli(location.env, "db:status");
      expect(status.stdout.split("\n").at(-1)).toBe(`${tags.length} applied, 0 pending.`);
      expect(status.stdout).toContain(`applied  ${tags.at(-1) ?? ""}`);
      const again = await cli(location.env, "db:migrate");
      expect(again.stdout).toMatch(
        new RegExp(`^Nothing to apply: .+ has all ${tags.length} migrations of this release\\.$`),
      );
    } finally {
      await location.drop();
    }
  }, 600_000);

  it.skipIf(process.env.DUGOUT_TEST_DB !== "postgres")(
    "points PostgreSQL's backups and restores to pg_dump and pg_restore",
    async () => {
      const location = await createTestDatabaseLocation();
      try {
        const backup = await cli(location.env, "backup", join(tmpdir(), "never-written.tar.gz"));
        expect(backup.status).toBe(1);
        expect(backup.stderr).toMatch(/^DATABASE_URL is set: back up PostgreSQL with pg_dump /);
        const restore = await cli(location.env, "restore", join(tmpdir(), "never-read.tar.gz"));
        expect(restore.status).toBe(1);
        expect(restore.stderr).toMatch(/^DATABASE_URL is set: restore PostgreSQL with pg_restore /);
      } finally {
        await location.drop();
      }
    },
    300_000,
  );
});

describe.skipIf(process.env.DUGOUT_TEST_DB === "postgres")("npm run backup and restore (embedded database)", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "dugout-backup-"));
  const backupFile = join(mkdtempSync(join(tmpdir(), "dugout-backup-file-")), "dugout.tar.gz");
  const env = { DATABASE_URL: "", DATA_DIR: dataDir };
  const password = "violet-harbour-trumpet-42";
  let open: { app: App; database: Database } | undefined;

  /** The app on the data folder, as a server owns it: listening, with the CLI's runtime file. */
  async function startServer() {
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      WEB_DIST_DIR: "./does-not-exist",
      APP_BASE_URL: "http://localhost:3000",
    });
    config.commandToken = newCommandToken();
    const database = await createDb({ dataDir });
    await database.migrate();
    const app = await buildApp({ config, database });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    writeRuntimeInfo(dataDir, { pid: process.pid, port, commandToken: config.commandToken });
    open = { app, database };
    return open;
  }

  async function stopServer() {
    await open?.app.close();
    await open?.database.close();
    removeRuntimeInfo(dataDir);
    open = undefined;
  }

  const emails = async (database: Database) =>
    (await database.db.select({ email: users.email }).from(users)).map((user) => user.email).sort();

  afterAll(async () => {
    await stopServer();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(join(backupFile, ".."), { recursive: true, force: true });
  });

  it("backs up while the server runs, refuses to restore under it, and restores once it is stopped", async () => {
    const { database } = await startServer();
    await ensurePasswordUser(database.db, { email: "kept@example.com", password, role: "admin" });

    // The server owns the folder: the CLI hands the backup to it, and writes the file itself.
    const backup = await cli(env, "backup", backupFile);
    expect(backup.stderr).toBe("");
    expect(backup.stdout).toMatch(
      new RegExp(
        `^Backed up the embedded database to ${backupFile} \\(\\d+\\.\\d MiB\\)\\. It holds every account, session and generated secret`,
      ),
    );
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);

    const refused = await cli(env, "restore", backupFile);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      /is in use by process \d+\. Stop the server first: a restore replaces the database it has open\.$/,
    );

    await ensurePasswordUser(database.db, { email: "added@example.com", password });
    expect(await emails(database)).toEqual(["added@example.com", "kept@example.com"]);
    await stopServer();

    const restored = await cli(env, "restore", backupFile);
    expect(restored.stderr).toBe("");
    expect(restored.stdout.split("\n")[0]).toBe(`Restored the embedded database in ${dataDir} from ${backupFile}.`);
    expect(readdirSync(dataDir).filter((name) => name.startsWith("pglite.before-restore-"))).toHaveLength(1);

    const { app, database: after } = await startServer();
    expect(await emails(after)).toEqual(["kept@example.com"]);
    const signIn = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: "http://localhost:3000", "content-type": "application/json" },
      payload: JSON.stringify({ email: "kept@example.com", password }),
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const [kept] = await after.db.select({ role: users.role }).from(users).where(eq(users.email, "kept@example.com"));
    expect(kept?.role).toBe("admin");
  }, 600_000);

  it("refuses a file that is not a backup and leaves the database as it was", async () => {
    await stopServer();
    const notABackup = join(backupFile, "..", "not-a-backup.tar.gz");
    writeFileSync(notABackup, "these bytes are not a database");
    const refused = await cli(env, "restore", notABackup);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^The backup could not be loaded \(.*\); the database is unchanged\.$/s);
    expect(readdirSync(dataDir).filter((name) => name.startsWith("pglite"))).toEqual([
      "pglite",
      expect.stringMatching(/^pglite\.before-restore-/),
    ]);
    const missing = await cli(env, "restore", join(backupFile, "..", "missing.tar.gz"));
    expect(missing.stderr).toMatch(/^Cannot read .*missing\.tar\.gz: ENOENT/);
  }, 300_000);
});
