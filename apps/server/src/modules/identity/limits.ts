import { eq, sql } from "drizzle-orm";
import { identityLimits, type Db } from "@dugout/db";

/**
 * Abuse limits kept in the database (identity_limits), so they hold across restarts and across
 * instances on one PostgreSQL. Each hit is one atomic upsert, safe under concurrent requests.
 */
export interface LimitRule {
  max: number;
  windowSeconds: number;
}

/** The figures behind every limit (notes/anchors.md); README.md lists them for operators. */
export const limitRules = {
  sendPerIp: { max: 50, windowSeconds: 3600 },
  sendPerEmail: { max: 10, windowSeconds: 3600 },
  attemptPerIp: { max: 100, windowSeconds: 900 },
  userSearchPerIp: { max: 30, windowSeconds: 60 },
  strengthPerIp: { max: 120, windowSeconds: 60 },
  eventsPerIp: { max: 60, windowSeconds: 60 },
} as const satisfies Record<string, LimitRule>;

export const lockout = { failures: 10, lockSeconds: 3600 } as const;

export interface LimitDecision {
  allowed: boolean;
  /** Seconds until the caller may try again (0 when allowed). */
  retryAfterSeconds: number;
}

const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

export function createLimits(db: Db, clock: () => Date = () => new Date()) {
  /** Counts one event against the rule; refuses once the window holds more than `max`. */
  async function hit(key: string, rule: LimitRule): Promise<LimitDecision> {
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
  }

  const lockKey = (email: string) => `lock:${email.trim().toLowerCase()}`;

  /** Seconds the account stays locked, or 0. */
  async function lockedFor(email: string): Promise<number> {
    const now = clock();
    const [row] = await db
      .select({ blockedUntil: identityLimits.blockedUntil })
      .from(identityLimits)
      .where(eq(identityLimits.key, lockKey(email)));
    return row?.blockedUntil && row.blockedUntil > now ? secondsUntil(row.blockedUntil, now) : 0;
  }

  /** One more consecutive failure; the tenth locks the account for an hour. Returns the lock in seconds, or 0. */
  async function recordFailure(email: string): Promise<number> {
    const now = clock();
    const [row] = await db
      .insert(identityLimits)
      .values({ key: lockKey(email), count: 1, windowStartedAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: identityLimits.key,
        set: { count: sql`${identityLimits.count} + 1`, updatedAt: now },
      })
      .returning({ count: identityLimits.count });
    if (!row || row.count < lockout.failures) return 0;
    const until = new Date(now.getTime() + lockout.lockSeconds * 1000);
    await db
      .update(identityLimits)
      .set({ count: 0, blockedUntil: until, updatedAt: now })
      .where(eq(identityLimits.key, lockKey(email)));
    return lockout.lockSeconds;
  }

  /** A success ends the run of consecutive failures (an active lock stays). */
  async function recordSuccess(email: string): Promise<void> {
    await db
      .update(identityLimits)
      .set({ count: 0, updatedAt: clock() })
      .where(eq(identityLimits.key, lockKey(email)));
  }

  /** Proof of the mailbox (a password reset) lifts a lock. */
  async function unlock(email: string): Promise<void> {
    await db
      .update(identityLimits)
      .set({ count: 0, blockedUntil: null, updatedAt: clock() })
      .where(eq(identityLimits.key, lockKey(email)));
  }

  return { hit, lockedFor, recordFailure, recordSuccess, unlock };
}

export type Limits = ReturnType<typeof createLimits>;
