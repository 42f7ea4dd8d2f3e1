import { sql } from "drizzle-orm";
import { rawRows, type Db } from "@dugout/db";
import type { CoachingRep } from "@dugout/contracts/coaching";

/**
 * Accounts with scored real calls, matched by email as practice-vs-real matches them (trimmed, lower-cased): the
 * coaching pickers offer only reps whose calls can say something.
 */
export async function repsWithRealCalls(db: Db): Promise<CoachingRep[]> {
  const rows = await rawRows<{ user_id: string; name: string; email: string; real_calls: number | string }>(
    db,
    sql`select u.id::text as user_id, u.name, u.email, c.calls as real_calls
        from (select lower(trim(user_email)) as email, count(*)::int as calls
              from call_records
              where user_email is not null and score is not null
              group by 1) c
        join users u on lower(u.email) = c.email
        order by u.name, u.email`,
  );
  return rows.map((row) => ({ ...row, real_calls: Number(row.real_calls) }));
}

/** One account with its count of scored real calls; null when there is no such account. */
export async function coachingRep(db: Db, userId: string): Promise<CoachingRep | null> {
  const [row] = await rawRows<{ user_id: string; name: string; email: string; real_calls: number | string }>(
    db,
    sql`select u.id::text as user_id, u.name, u.email,
          (select count(*)::int from call_records
           where lower(trim(user_email)) = lower(u.email) and score is not null) as real_calls
        from users u where u.id = ${userId}::uuid`,
  );
  return row ? { ...row, real_calls: Number(row.real_calls) } : null;
}
