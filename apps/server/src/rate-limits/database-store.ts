import { lt, sql, and, isNull } from "drizzle-orm";
import { identityLimits, type Db } from "@dugout/db";
import type { LimitDecision, LimitRule, RateLimitStore } from "./store";

const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/**
 * Fixed-window counters in the `identity_limits` table (one row per key). Each hit is one atomic
 * upsert, so concurrent requests on several instances count exactly (the PostgreSQL test checks it).
 */
export function createDatabaseRateLimitStore(db: Db, clock: () => Date = () => new Date()): RateLimitStore {
  return {
    kind: "database",
    async hit(key: string, rule: LimitRule): Promise<LimitDecision> {
      const now = clock();
      const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
      const expired = sql`${identityLimits.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(identityLimits)
        .values({ key, count: 1, windowStartedAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: identityLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${identityLimits.count} + 1 end`,
            windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${identityLimits.windowStartedAt} end`,
            updatedAt: now,
          },
        })
        .returning({ count: identityLimits.count, windowStartedAt: identityLimits.windowStartedAt });
      if (!row || row.count <= rule.max) return { allowed: true, retryAfterSeconds: 0 };
      return {
        allowed: false,
        retryAfterSeconds: secondsUntil(new Date(row.windowStartedAt.getTime() + rule.windowSeconds * 1000), now),
      };
    },
    async close() {
      // The database belongs to the app.
    },
  };
}

/** Counters untouched for a day and holding no lock are gone for good: the table stays small. */
export async function deleteStaleCounters(db: Db, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  await db.delete(identityLimits).where(and(lt(identityLimits.updatedAt, dayAgo), isNull(identityLimits.blockedUntil)));
}
