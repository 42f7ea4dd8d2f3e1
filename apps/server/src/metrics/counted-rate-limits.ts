import type { RateLimitStore } from "../rate-limits/store";
import type { Metrics } from "./metrics";

/**
 * A limit's name from its counter key: what comes before the client's address. Keys are
 * `<name>:ip:<address>` or `<name>:to:<address>` (rate-limits/ and the identity limits), so the name is
 * `route:POST /api/x`, `send`, `attempt`, `events`..., plus `:to` for a per-address cap.
 */
function limitName(key: string): string {
  const marker = /:(ip|to):/.exec(key);
  if (!marker) return "other";
  const name = key.slice(0, marker.index);
  return marker[1] === "to" ? `${name}:to` : name;
}

/** The shared limit store, counting each refusal by the limit that refused (never by key: keys hold addresses). */
export function countedRateLimits(store: RateLimitStore, metrics: Metrics): RateLimitStore {
  return {
    kind: store.kind,
    async hit(key, rule) {
      const decision = await store.hit(key, rule);
      if (!decision.allowed) metrics.rateLimitRefusals.inc({ limit: limitName(key) });
      return decision;
    },
    close: () => store.close(),
    // Readiness asks the store itself (Redis answering), through the wrapper.
    ...(store.ping ? { ping: store.ping.bind(store) } : {}),
  };
}
