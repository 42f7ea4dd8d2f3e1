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

function latestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, "utf8")) as Journal;
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
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
