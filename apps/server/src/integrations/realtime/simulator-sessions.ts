import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { realtimeSimulatorCalls, type Db } from "@dugout/db";
import type { CustomerPersona } from "./port";

/** A call minted by the simulator provider and not yet connected. */
export interface PendingSimulatorCall {
  conversationId: string;
  instructions: string;
  persona: CustomerPersona;
  expiresAtMs: number;
}

/** A claimed call: the pending call plus what identifies its row when its end is recorded. */
export interface ClaimedSimulatorCall extends PendingSimulatorCall {
  secretDigest: string;
}

/** Rows stay this long past their secret's expiry (an operator can see how recent calls ended), then go. */
const keepRowsMs = 24 * 60 * 60 * 1000;
const calls = realtimeSimulatorCalls;

const digestOf = (secret: string) => createHash("sha256").update(secret).digest("hex");

/**
 * The simulator's client secrets and calls, in the database so that every instance sees them: the
 * instance that mints a secret (POST /create_session) and the one a round-robin proxy sends the SDP
 * offer to are usually different. Only the secret's SHA-256 is stored. A secret opens one call: the
 * claim is one conditional update, so two instances racing for the same offer cannot both win.
 */
export class SimulatorSessions {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async mint(
    call: Omit<PendingSimulatorCall, "expiresAtMs">,
    ttlMs: number,
  ): Promise<{ value: string; expiresAtMs: number }> {
    const now = this.now();
    // Pruned here rather than on a timer: every new call clears out the day-old ones (an index range).
    await this.db.delete(calls).where(lt(calls.expiresAt, new Date(now.getTime() - keepRowsMs)));
    const value = `ek_sim_${randomBytes(24).toString("base64url")}`;
    const expiresAt = new Date(now.getTime() + ttlMs);
    await this.db.insert(calls).values({
      secretDigest: digestOf(value),
      conversationId: call.conversationId,
      instructions: call.instructions,
      persona: call.persona,
      expiresAt,
    });
    return { value, expiresAtMs: expiresAt.getTime() };
  }

  /** True while the secret is minted, unexpired and unused (it is not consumed). */
  async isPending(secret: string): Promise<boolean> {
    const [row] = await this.db
      .select({ digest: calls.secretDigest })
      .from(calls)
      .where(this.pending(digestOf(secret)));
    return row !== undefined;
  }

  /**
   * Single use: the secret opens one call, on the instance that claims it (`hostInstance`). The
   * customer's instructions are handed over and cleared from the row: nothing needs them again.
   */
  async claim(secret: string, hostInstance: string): Promise<ClaimedSimulatorCall | undefined> {
    const secretDigest = digestOf(secret);
    return this.db.transaction(async (tx) => {
      // FOR UPDATE: a second instance claiming at the same moment waits, then finds it claimed.
      const [row] = await tx.select().from(calls).where(this.pending(secretDigest)).for("update");
      if (!row) return undefined;
      await tx
        .update(calls)
        .set({ claimedAt: this.now(), hostInstance, instructions: null })
        .where(eq(calls.secretDigest, secretDigest));
      return {
        secretDigest,
        conversationId: row.conversationId,
        instructions: row.instructions ?? "",
        persona: row.persona,
        expiresAtMs: row.expiresAt.getTime(),
      };
    });
  }

  /** The call this secret opened answered: its id on the host (the SDP answer's Location). */
  async answered(secretDigest: string, callId: string): Promise<void> {
    await this.db.update(calls).set({ callId }).where(eq(calls.secretDigest, secretDigest));
  }

  /** The call ended (the first end heard wins; a later one changes nothing). */
  async ended(secretDigest: string, reason: string): Promise<void> {
    await this.db
      .update(calls)
      .set({ endedAt: this.now(), endReason: reason })
      .where(and(eq(calls.secretDigest, secretDigest), isNull(calls.endedAt)));
  }

  private pending(secretDigest: string) {
    return and(eq(calls.secretDigest, secretDigest), isNull(calls.claimedAt), gt(calls.expiresAt, this.now()));
  }
}
