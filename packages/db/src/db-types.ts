import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type pg from "pg";
import type * as schema from "./schema";

// The types every part of the package shares, in a leaf file: create-db.ts builds these, and
// migrations.ts and raw-rows.ts use them without importing the module that imports them.

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The PGlite instance (already wrapped to yield), for libraries such as pg-boss that take a client. */
  pglite?: PGlite;
  /** The node-postgres pool when on PostgreSQL. */
  pool?: pg.Pool;
  /** Applies the committed migrations, holding the boot lock (see `exclusively`). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the boot lock: on PostgreSQL a session advisory lock, so instances that
   * start together on one database take turns (migrations, then the seeds); on PGlite the data-folder
   * lock already makes the process the only one, and `work` just runs.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** True when every committed migration has been applied. */
  migrated(): Promise<boolean>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
