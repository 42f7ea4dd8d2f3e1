import { sql } from "drizzle-orm";
import { rawRows, type Db } from "@dugout/db";

/**
 * The only two changes the append-only trail allows (migration 0018: a trigger refuses any other UPDATE or
 * DELETE, and the app's role may lack both privileges: docs/deploy.md). Each is a database function.
 */

/**
 * A person's erasure: every event where they acted or were acted on, found by their user id or by one of their
 * identifiers (email, phone number; compared in lower case), names them `erased`; where they acted, the client
 * address and browser family go too. Answers how many events changed.
 */
export async function scrubAuditEvents(
  db: Db,
  person: { userId: string | null; identifiers: readonly string[] },
): Promise<number> {
  const identifiers = person.identifiers.map((value) => value.trim().toLowerCase()).filter(Boolean);
  const list = identifiers.length
    ? sql`array[${sql.join(
        identifiers.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`
    : sql`array[]::text[]`;
  const [row] = await rawRows<{ changed: number }>(
    db,
    sql`select audit_events_scrub(${person.userId}::uuid, ${list}) as changed`,
  );
  return Number(row?.changed ?? 0);
}

/** Retention: deletes at most `limit` events older than `cutoff`, oldest first; answers how many went. */
export async function expireAuditEvents(db: Db, cutoff: Date, limit: number): Promise<number> {
  const [row] = await rawRows<{ removed: number }>(
    db,
    sql`select audit_events_expire(${cutoff.toISOString()}::timestamptz, ${limit}::int) as removed`,
  );
  return Number(row?.removed ?? 0);
}
