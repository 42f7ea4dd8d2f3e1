import { defined } from "@dugout/contracts/defined";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createDb, migrationsFolder, type Database } from "@dugout/db";

/**
 * A fresh, migrated database for one test file, on the engine the Vitest project selects
 * (DUGOUT_TEST_DB = pglite | postgres). Migrating from scratch costs seconds, so both engines
 * copy a template migrated once per set of migrations: a PGlite data-folder dump, or a
 * PostgreSQL template database.
 */
function migrationsHash(): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  return hash.digest("hex").slice(0, 12);
}

async function pgliteTemplate(): Promise<Blob> {
  const path = join(tmpdir(), `dugout-pglite-template-${migrationsHash()}.tar.gz`);
  if (!existsSync(path)) {
    const database = await createDb();
    await database.migrate();
    const dump = await defined(database.pglite, "the PGlite instance").dumpDataDir("gzip");
    await database.close();
    // Written then renamed, so a parallel worker never reads half a file.
    const partial = `${path}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  }
  return new Blob([readFileSync(path)]);
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function postgresTemplate(admin: pg.Client, baseUrl: string): Promise<string> {
  const name = `dugout_tpl_${migrationsHash()}`;
  await admin.query("select pg_advisory_lock(724012)");
  try {
    const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (exists.rowCount === 0) {
      await admin.query(`create database "${name}"`);
      const template = await createDb({ url: databaseUrl(baseUrl, name), poolSize: 1 });
      try {
        await template.migrate();
      } catch (error) {
        await template.close();
        await admin.query(`drop database "${name}"`);
        throw error;
      }
      await template.close();
    }
  } finally {
    await admin.query("select pg_advisory_unlock(724012)");
  }
  return name;
}

export interface TestDatabase {
  database: Database;
  /** Connection string of this test's own PostgreSQL database (undefined on PGlite). */
  url?: string;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Not migrated: an empty database, as a first boot finds it (no template copied). */
  empty?: boolean;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (process.env.DUGOUT_TEST_DB !== "postgres") {
    const database = await createDb(options.empty ? {} : { loadDataDir: await pgliteTemplate() });
    return { database, drop: () => database.close() };
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("DUGOUT_TEST_DB=postgres needs TEST_DATABASE_URL");
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const name = `dugout_t_${randomBytes(6).toString("hex")}`;
    if (options.empty) await admin.query(`create database "${name}"`);
    else await admin.query(`create database "${name}" template "${await postgresTemplate(admin, baseUrl)}"`);
    const url = databaseUrl(baseUrl, name);
    const database = await createDb({ url, poolSize: 20 });
    return {
      database,
      url,
      async drop() {
        await database.close();
        const cleaner = new pg.Client({ connectionString: baseUrl });
        await cleaner.connect();
        await cleaner.query(`drop database if exists "${name}" with (force)`).finally(() => cleaner.end());
      },
    };
  } finally {
    await admin.end();
  }
}

/**
 * Where a database could be, that nobody has opened or migrated yet, on the engine the Vitest project
 * selects: a new empty PGlite data folder, or a new empty PostgreSQL database. For tests of what a fresh
 * install does (the command line before the first boot); `env` is what the process is given.
 */
export async function createTestDatabaseLocation(): Promise<{
  env: { DATABASE_URL: string; DATA_DIR: string };
  drop(): Promise<void>;
}> {
  const dataDir = mkdtempSync(join(tmpdir(), "dugout-fresh-"));
  const removeFolder = () => rmSync(dataDir, { recursive: true, force: true });
  if (process.env.DUGOUT_TEST_DB !== "postgres") {
    return { env: { DATABASE_URL: "", DATA_DIR: dataDir }, drop: async () => removeFolder() };
  }
  const baseUrl = defined(process.env.TEST_DATABASE_URL, "TEST_DATABASE_URL (DUGOUT_TEST_DB=postgres)");
  const name = `dugout_fresh_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`).finally(() => admin.end());
  return {
    env: { DATABASE_URL: databaseUrl(baseUrl, name), DATA_DIR: dataDir },
    async drop() {
      removeFolder();
      const cleaner = new pg.Client({ connectionString: baseUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists "${name}" with (force)`).finally(() => cleaner.end());
    },
  };
}
