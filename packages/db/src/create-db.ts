import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { lockDataDir, type DataDirLock } from "./data-dir-lock";
import { applyMigrations, migrationsUpToDate } from "./migrations";
import type { Database, Db } from "./db-types";
import * as schema from "./schema";

/** Where the database reports what it cannot throw to a caller (pino's and Fastify's loggers fit). */
export interface DbLogger {
  error(details: Record<string, unknown>, message: string): void;
}

/**
 * Without a logger (CLI, tests, benches): one readable line. pg-pool attaches the whole client to an idle
 * client's error (`err.client`), which printed as hundreds of lines of socket and parser state.
 */
const consoleLogger: DbLogger = {
  error: (details, message) => {
    const { err, ...rest } = details;
    const reason = err instanceof Error ? err.message : err;
    console.error(message, err === undefined ? rest : { ...rest, err: reason });
  },
};

export interface CreateDbOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; ignored with `url`. Omit (and omit url) for an in-memory PGlite. */
  dataDir?: string | undefined;
  /** Load a PGlite data-folder dump instead of initialising (tests use a migrated template). */
  loadDataDir?: Blob | File | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number | undefined;
  /** Receives the PostgreSQL pool's background errors; the console when absent. */
  logger?: DbLogger | undefined;
}

/**
 * In-process PGlite runs its WASM on the calling thread: back-to-back queries would stall
 * the event loop for seconds. Yielding once before each call keeps HTTP latency low at no
 * measured throughput cost (docs/decisions/0004-embedded-database.md).
 */
function yieldingPglite(client: PGlite): PGlite {
  const yielding = new Set(["query", "exec", "transaction", "sql"]);
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      const method = value as (...args: unknown[]) => unknown;
      if (typeof property === "string" && yielding.has(property)) {
        return async (...args: unknown[]) => {
          await yieldToEventLoop();
          return method.apply(target, args);
        };
      }
      return method.bind(target);
    },
  });
}

export async function createDb(options: CreateDbOptions = {}): Promise<Database> {
  if (options.url) return createPostgres(options.url, options.poolSize ?? 10, options.logger ?? consoleLogger);
  return createPglite(options);
}

async function createPostgres(url: string, poolSize: number, logger: DbLogger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its server must not crash the process, but the operator should know.
  // The pool replaces the client on the next query; no statement is involved, so nothing personal.
  pool.on("error", (error) => logger.error({ err: error }, "database connection lost (idle pool client)"));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    pool,
    // Several instances may boot at once: one applies the migrations (on the locking connection) or
    // runs the seeds, the others wait.
    migrate: () => holdingBootLock(pool, (client) => applyMigrations(drizzlePg(client, { schema }), "postgres")),
    exclusively: (work) => holdingBootLock(pool, work),
    migrated: () => migrationsUpToDate(db),
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
    },
  };
}

/** The advisory lock every instance's boot takes: migrations and seeds run one instance at a time. */
const bootLock = 724011;

async function holdingBootLock<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [bootLock]);
    return await work(client);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [bootLock]).catch(() => undefined);
    client.release();
  }
}

async function createPglite(options: CreateDbOptions): Promise<Database> {
  let lock: DataDirLock | undefined;
  if (options.dataDir) lock = lockDataDir(options.dataDir);
  let raw: PGlite;
  try {
    raw = await PGlite.create(options.dataDir ? join(options.dataDir, "pglite") : undefined, {
      loadDataDir: options.loadDataDir,
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const client = yieldingPglite(raw);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    pglite: client,
    migrate: () => applyMigrations(db, "pglite"),
    exclusively: (work) => work(),
    migrated: () => migrationsUpToDate(db),
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      try {
        if (!raw.closed) await raw.close();
      } finally {
        lock?.release();
      }
    },
  };
}
