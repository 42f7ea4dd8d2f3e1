import { sql } from "drizzle-orm";
import { restrictTimeZonesTo } from "@dugout/contracts/time";
import { rawRows, type Db } from "@dugout/db";

/**
 * Intl knows zones that PostgreSQL does not (US/Pacific-New, Canada/East-Saskatchewan, ...), and
 * `at time zone` fails on them. The API's one time-zone check (timeZoneSchema in contracts) is
 * narrowed to the zones this database lists in pg_timezone_names, read once at start-up (about
 * 50 ms on PGlite, up to 200 ms on PostgreSQL, so the read starts with the app's build and is
 * awaited only when the app gets ready).
 *
 * Returns the onReady hook that waits for the read; a failed read stops the app from starting.
 */
export function readDatabaseTimeZones(db: Db): () => Promise<void> {
  const reading = rawRows<{ name: string }>(db, sql`select name from pg_timezone_names`).then(
    (rows) => {
      restrictTimeZonesTo(rows.map((row) => row.name));
      return undefined;
    },
    // Kept until the hook runs: a rejection nobody awaits yet would crash the process.
    (error: unknown) => ({ error }),
  );
  return async () => {
    const failure = await reading;
    if (failure) throw failure.error;
  };
}
