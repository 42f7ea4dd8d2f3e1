import type { Db } from "@dugout/db";
import { createDatabaseRateLimitStore } from "./database-store";
import { createRedisRateLimitStore } from "./redis-store";
import type { RateLimitStore } from "./store";

/** Redis when REDIS_URL is set, else the app's own database: both are shared by every instance. */
export function createRateLimitStore(
  config: { REDIS_URL?: string | undefined },
  db: Db,
  onError: (error: unknown) => void,
): RateLimitStore {
  return config.REDIS_URL ? createRedisRateLimitStore(config.REDIS_URL, onError) : createDatabaseRateLimitStore(db);
}
