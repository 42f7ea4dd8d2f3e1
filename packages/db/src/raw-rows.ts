import type { SQL } from "drizzle-orm";
import type { Db } from "./db-types";

/**
 * Rows of a raw SQL query. `db.execute` is typed per driver; both drivers answer `{ rows }`,
 * so the one cast lives here instead of at every call site.
 */
export async function rawRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
