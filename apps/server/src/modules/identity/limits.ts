import { eq, sql } from "drizzle-orm";
import { identityLimits, type Db } from "@dugout/db";
import { createDatabaseRateLimitStore } from "../../rate-limits/database-store";
import type { LimitRule, RateLimitStore } from "../../rate-limits/store";
import { trustedNetworks, type TrustedNetworks } from "../../trusted-networks";

/**
 * The identity provider's abuse limits. Send caps and attempt limits are counters in the app's
 * shared store (rate-limits/); the account lock is a row of identity_limits, so it holds across
 * restarts and across instances. Each write is one atomic statement, safe under concurrent requests.
 */

/** The figures behind every limit (OWASP ASVS and NIST SP 800-63B anchors, docs/decisions/0008); the identity README lists them for operators. */
export const limitRules = {
  sendPerIp: { max: 50, windowSeconds: 3600 },
  sendPerAddress: { max: 10, windowSeconds: 3600 },
  attemptPerIp: { max: 100, windowSeconds: 900 },
  userSearchPerIp: { max: 30, windowSeconds: 60 },
  strengthPerIp: { max: 120, windowSeconds: 60 },
  eventsPerIp: { max: 60, windowSeconds: 60 },
  /** Crypto-wallet challenges: each is a database row, so asking for them is capped. */
  walletStartPerIp: { max: 30, windowSeconds: 60 },
} as const satisfies Record<string, LimitRule>;

export const lockout = { failures: 10, lockSeconds: 3600 } as const;

/** The send caps per hour, from the configuration (IDENTITY_SENDS_PER_*_PER_HOUR; defaults as in limitRules). */
export interface SendCaps {
  perIp: number;
  perAddress: number;
  /** TRUSTED_NETWORKS: clients there share an address, so only the per-recipient cap applies to them. */
  trusted?: TrustedNetworks;
}

export function createLimits(
  db: Db,
  clock: () => Date = () => new Date(),
  counters: RateLimitStore = createDatabaseRateLimitStore(db, clock),
  sendCaps: SendCaps = { perIp: limitRules.sendPerIp.max, perAddress: limitRules.sendPerAddress.max },
) {
  const trusted = sendCaps.trusted ?? trustedNetworks([]);
  const sendRules = {
    perIp: { ...limitRules.sendPerIp, max: sendCaps.perIp },
    perAddress: { ...limitRules.sendPerAddress, max: sendCaps.perAddress },
  };
  /** Counts one event against the rule (in the app's shared store: the database, or Redis). */
  const hit = (key: string, rule: LimitRule) => counters.hit(key, rule);

  const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const lockKey = (account: string) => `lock:${account.trim().toLowerCase()}`;

  /** Seconds the account (an email or an E.164 number) stays locked, or 0. */
  async function lockedFor(account: string): Promise<number> {
    const now = clock();
    const [row] = await db
      .select({ blockedUntil: identityLimits.blockedUntil })
      .from(identityLimits)
      .where(eq(identityLimits.key, lockKey(account)));
    return row?.blockedUntil && row.blockedUntil > now ? secondsUntil(row.blockedUntil, now) : 0;
  }

  /** One more consecutive failure; the tenth locks the account for an hour. Returns the lock in seconds, or 0. */
  async function recordFailure(account: string): Promise<number> {
    const now = clock();
    const [row] = await db
      .insert(identityLimits)
      .values({ key: lockKey(account), count: 1, windowStartedAt: now, updatedAt: now })
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
      .where(eq(identityLimits.key, lockKey(account)));
    return lockout.lockSeconds;
  }

  /** A success ends the run of consecutive failures (an active lock stays). */
  async function recordSuccess(account: string): Promise<void> {
    await db
      .update(identityLimits)
      .set({ count: 0, updatedAt: clock() })
      .where(eq(identityLimits.key, lockKey(account)));
  }

  /** Proof of the mailbox (a password reset) lifts a lock. */
  async function unlock(account: string): Promise<void> {
    await db
      .update(identityLimits)
      .set({ count: 0, blockedUntil: null, updatedAt: clock() })
      .where(eq(identityLimits.key, lockKey(account)));
  }

  /** Whether the client address is in TRUSTED_NETWORKS (its sends are not counted per address). */
  const sharedAddress = (ip: string) => trusted.contains(ip);

  return { hit, lockedFor, recordFailure, recordSuccess, unlock, sendRules, sharedAddress };
}

export type Limits = ReturnType<typeof createLimits>;
