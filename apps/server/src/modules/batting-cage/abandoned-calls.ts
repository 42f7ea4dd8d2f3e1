import { and, count, eq, lt, sql } from "drizzle-orm";
import { practiceScoring } from "@dugout/contracts/batting-cage-scores";
import { battingCageConversations, type Db } from "@dugout/db";
import { owePracticeScores } from "./practice-scoring";

const conversations = battingCageConversations;

export const abandonedSweepQueue = "batting-cage.close-abandoned";

/**
 * Closes the calls whose browser went away: still active, with no autosave for
 * practiceScoring.abandonAfterMs. Each becomes `abandoned` with its transcript kept, ends at its
 * last entry (or its start, with none) so the duration counts only the time something was said,
 * and is owed a score in the same transaction. Answers the ids closed, to be scored.
 */
export async function closeAbandonedCalls(db: Db, now: Date = new Date()): Promise<string[]> {
  const cutoff = new Date(now.getTime() - practiceScoring.abandonAfterMs);
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(conversations)
      .set({
        status: "abandoned",
        endReason: "no_autosave",
        endedAt: sql`coalesce(${conversations.lastEntryAt}, ${conversations.createdAt})`,
        durationMs: sql`greatest(0, floor(extract(epoch from (coalesce(${conversations.lastEntryAt}, ${conversations.createdAt}) - ${conversations.createdAt})) * 1000))::integer`,
        updatedAt: now,
      })
      .where(and(eq(conversations.status, "active"), lt(conversations.updatedAt, cutoff)))
      .returning({ id: conversations.id });
    const ids = closed.map((row) => row.id);
    await owePracticeScores(tx, ids);
    return ids;
  });
}

/** Practice calls in progress, on every instance (the status index makes it one index scan). */
export async function countActiveCalls(db: Db): Promise<number> {
  const [row] = await db.select({ active: count() }).from(conversations).where(eq(conversations.status, "active"));
  return row?.active ?? 0;
}
