/**
 * Counters behind every rate limit, shared by every instance of the app: in the database by
 * default, in Redis when REDIS_URL is set. Nothing security-relevant is counted in one process's
 * memory, so two instances cannot double a limit and a restart does not reset it.
 */
export interface LimitRule {
  max: number;
  windowSeconds: number;
}

export interface LimitDecision {
  allowed: boolean;
  /** Seconds until the caller may try again (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimitStore {
  readonly kind: "database" | "redis";
  /** Counts one event against the rule; refuses once the window holds more than `max`. */
  hit(key: string, rule: LimitRule): Promise<LimitDecision>;
  /** Throws when the store does not answer (readiness); the database store is the database's check. */
  ping?(): Promise<void>;
  close(): Promise<void>;
}
