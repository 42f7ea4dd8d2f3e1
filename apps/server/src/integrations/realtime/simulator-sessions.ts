import { randomBytes } from "node:crypto";
import type { CustomerPersona } from "./port";

/** A call minted by the simulator provider and not yet connected. */
export interface PendingSimulatorCall {
  conversationId: string;
  instructions: string;
  persona: CustomerPersona;
  expiresAtMs: number;
}

const maxPending = 10_000;

/**
 * Client secrets the simulator provider has minted, waiting for the browser's SDP POST.
 * Expired entries are pruned on every access, so nothing needs a timer and nothing leaks.
 */
export class SimulatorSessionRegistry {
  private readonly pending = new Map<string, PendingSimulatorCall>();

  constructor(private readonly now: () => number = Date.now) {}

  mint(call: Omit<PendingSimulatorCall, "expiresAtMs">, ttlMs: number): { value: string; expiresAtMs: number } {
    this.prune();
    if (this.pending.size >= maxPending) {
      // Oldest first: Map keeps insertion order.
      const oldest = this.pending.keys().next();
      if (!oldest.done) this.pending.delete(oldest.value);
    }
    const value = `ek_sim_${randomBytes(24).toString("base64url")}`;
    const expiresAtMs = this.now() + ttlMs;
    this.pending.set(value, { ...call, expiresAtMs });
    return { value, expiresAtMs };
  }

  /** True while the secret is minted, unexpired and unused (it is not consumed). */
  isPending(secret: string): boolean {
    this.prune();
    return this.pending.has(secret);
  }

  /** Single use: a secret opens one call. */
  claim(secret: string): PendingSimulatorCall | undefined {
    this.prune();
    const call = this.pending.get(secret);
    if (call) this.pending.delete(secret);
    return call;
  }

  get size(): number {
    this.prune();
    return this.pending.size;
  }

  private prune(): void {
    const now = this.now();
    for (const [secret, call] of this.pending) if (call.expiresAtMs <= now) this.pending.delete(secret);
  }
}

const registries = new WeakMap<object, SimulatorSessionRegistry>();

/**
 * The registry of one app instance, keyed by its configuration object: the provider (called from
 * the batting-cage module) and the simulator's routes both see the same one, and so do tests.
 */
export function simulatorSessions(owner: object): SimulatorSessionRegistry {
  let registry = registries.get(owner);
  if (!registry) {
    registry = new SimulatorSessionRegistry();
    registries.set(owner, registry);
  }
  return registry;
}
