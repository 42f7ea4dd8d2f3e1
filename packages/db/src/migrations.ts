import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { Db } from "./db-types";
import { rawRows } from "./raw-rows";

export const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

function journalEntries(): Journal["entries"] {
  return (JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, "utf8")) as Journal).entries;
}

function latestMigrationMillis(): number {
  return Math.max(0, ...journalEntries().map((entry) => entry.when));
}

export interface MigrationStatus {
  /** This release's migrations (their file names without .sql) the database has, in order. */
  applied: string[];
  /** This release's migrations the database lacks: the next boot, or `npm run db:migrate`, applies them. */
  pending: string[];
  /** Migrations the database records that this release does not have (a newer release migrated it). */
  unknown: number;
}

/**
 * Which migrations a database has, by drizzle's own rule: it records each applied migration's journal
 * timestamp, and applies every migration newer than the latest it recorded. Reads only; never migrates.
 */
export async function migrationStatus(db: Db): Promise<MigrationStatus> {
  let recorded: number[] = [];
  try {
    const rows = await rawRows<{ created_at: string | number }>(
      db,
      sql`select created_at from drizzle.__drizzle_migrations`,
    );
    recorded = rows.map((row) => Number(row.created_at));
  } catch {
    // no migrations table: a database nothing has migrated yet
  }
  const entries = journalEntries();
  const latest = Math.max(0, ...recorded);
  const known = new Set(entries.map((entry) => entry.when));
  return {
    applied: entries.filter((entry) => entry.when <= latest).map((entry) => entry.tag),
    pending: entries.filter((entry) => entry.when > latest).map((entry) => entry.tag),
    unknown: recorded.filter((when) => !known.has(when)).length,
  };
}

export async function applyMigrations(db: Db, kind: "pglite" | "postgres"): Promise<void> {
  if (kind === "pglite") await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePg(db as unknown as NodePgDatabase, { migrationsFolder });
}

/** Drizzle records each applied migration's journal timestamp; the newest must be there. */
export async function migrationsUpToDate(db: Db): Promise<boolean> {
  try {
    const rows = await rawRows<{ latest: string | number | null }>(
      db,
      sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
    );
    const latest = Number(rows[0]?.latest ?? 0);
    return latest >= latestMigrationMillis();
  } catch {
    return false; // the migrations table does not exist yet
  }
}
