import { Redis } from "ioredis";
import type { LimitDecision, LimitRule, RateLimitStore } from "./store";

/**
 * One round trip per hit: the script increments the key, starts its window on the first hit, and
 * answers the count and the milliseconds left, atomically (Redis runs a script alone).
 */
const hitScript = `
local count = redis.call("INCR", KEYS[1])
if count == 1 then redis.call("PEXPIRE", KEYS[1], ARGV[1]) end
local ttl = redis.call("PTTL", KEYS[1])
if ttl < 0 then redis.call("PEXPIRE", KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

export function createRedisRateLimitStore(
  url: string,
  onError: (error: unknown) => void,
  keyPrefix = "dugout:limit:",
): RateLimitStore {
  // Commands fail fast while Redis is away instead of queueing behind a reconnect.
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // Without a listener, a lost connection would be an unhandled 'error' event and end the process.
  redis.on("error", onError);
  let connecting: Promise<void> | undefined;
  const connected = () =>
    (connecting ??= redis.connect().catch((error: unknown) => {
      connecting = undefined;
      throw error;
    }));

  return {
    kind: "redis",
    async hit(key: string, rule: LimitRule): Promise<LimitDecision> {
      await connected();
      const windowMs = rule.windowSeconds * 1000;
      const answer = await redis.eval(hitScript, 1, keyPrefix + key, windowMs);
      const [count, ttl] = Array.isArray(answer) ? answer.map(Number) : [];
      if (count === undefined || ttl === undefined) throw new Error("Redis answered the rate-limit script oddly.");
      if (count <= rule.max) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async ping() {
      await connected();
      await redis.ping();
    },
    async close() {
      if (redis.status === "wait" || redis.status === "end") return;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
