import { sql } from "drizzle-orm";
import { rawRows, type Db } from "@dugout/db";
import type { CoachingRep } from "@dugout/contracts/coaching";

/**
 * Accounts with scored real calls, matched by email as practice-vs-real matches them (trimmed, lower-cased): the
 * coaching pickers offer only reps whose calls can say something.
 */
export async function repsWithRealCalls(db: Db): Promise<CoachingRep[]> {
  // From the accounts, counting each one's calls through the email index (call_records_rep_email_idx): grouping
  // every call record by email first read the whole table (a median of 1.6 s against 0.5 s this way, over
  // 1,000,000 calls of 500 emails and 50 accounts, same run on a busy machine: docs/benchmarks.md).
  const rows = await rawRows<{ user_id: string; name: string; email: string; real_calls: number | string }>(
    db,
    sql`select * from (
          select u.id::text as user_id, u.name, u.email,
            (select count(*)::int from call_records
             where lower(trim(user_email)) = lower(u.email) and score is not null) as real_calls
          from users u
        ) counted
        where real_calls > 0
        order by name, email`,
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
