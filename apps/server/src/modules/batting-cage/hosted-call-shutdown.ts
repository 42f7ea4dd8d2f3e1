import { and, eq, inArray, sql } from "drizzle-orm";
import { battingCageConversations, type Db } from "@dugout/db";
import type { AppContext, App } from "../../context";
import { hostedCalls } from "../../integrations/realtime/hosted-calls";
import type { CallScorer } from "../../scoring-engine/scorer";
import { owePracticeScores, requestPracticeScores, scorePracticeCall } from "./practice-scoring";

const conversations = battingCageConversations;

/**
 * Ends the practice calls whose voice call this instance carried when it shut down: `ended` with the
 * reason `server_shutdown`, at the moment of the shutdown, with the transcript the browser autosaved,
 * and owed a score in the same transaction. A call its browser ended first is left as it is.
 * Answers the ids ended.
 */
export async function endHostedCalls(db: Db, ids: readonly string[], now: Date = new Date()): Promise<string[]> {
  if (ids.length === 0) return [];
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(conversations)
      .set({
        status: "ended",
        endReason: "server_shutdown",
        endedAt: now,
        durationMs: sql`greatest(0, floor(extract(epoch from (${at}::timestamptz - ${conversations.createdAt})) * 1000))::integer`,
        updatedAt: now,
      })
      .where(and(inArray(conversations.id, [...ids]), eq(conversations.status, "active")))
      .returning({ id: conversations.id });
    const endedIds = ended.map((row) => row.id);
    await owePracticeScores(tx, endedIds);
    return endedIds;
  });
}

/**
 * At shutdown (after the grace, server.ts): which conversations had a live call here is read before
 * the app starts closing (preClose), the simulator hangs them up in its onClose, and here, once the
 * last requests are answered and before the job queue stops, they are ended and scored. The scoring
 * job is queued first (durable: another instance or the next start scores a call this process has no
 * time left for), then each call is scored here (a conditional write: whichever comes first wins).
 */
export function endHostedCallsAtShutdown(app: App, ctx: AppContext, scorer: CallScorer): void {
  const { db } = ctx.database;
  let carried: string[] = [];
  app.addHook("preClose", async () => {
    carried = [...hostedCalls(ctx.config)];
  });
  app.addHook("onClose", async () => {
    const ended = await endHostedCalls(db, carried);
    if (ended.length === 0) return;
    app.log.info({ calls: ended.length }, "ended the practice calls this instance carried");
    try {
      await requestPracticeScores(ctx.jobs, ended);
    } catch (error) {
      app.log.warn({ err: error }, "could not queue the scoring of calls ended at shutdown");
    }
    for (const id of ended) {
      await scorePracticeCall(db, scorer, id).catch((error: unknown) =>
        app.log.warn({ err: error }, "could not score a call ended at shutdown; its job or the next start will"),
      );
    }
  });
}
