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
  migrate(): Promise<void>;
  /** True when every committed migration has been applied. */
  migrated(): Promise<boolean>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
