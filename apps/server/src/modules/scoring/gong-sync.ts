import { eq, sql } from "drizzle-orm";
import { gongSyncState, type Db } from "@dugout/db";
import type { GongCall, GongSource } from "../../integrations/gong/port";
import { upsertCalls, type CallRecordRow } from "./repository";

const stateKey = "gong";
/** Calls can appear in Gong after they start (processing): each run starts a day before the last one did. */
const overlapMs = 86_400_000;

export interface GongSyncReport {
  pages: number;
  calls: number;
  resumed: boolean;
  completed: boolean;
}

function toRow(call: GongCall, transcript: string | undefined): CallRecordRow {
  const started = call.started ? new Date(call.started) : null;
  return {
    gongCallId: call.id,
    rep: call.rep?.name ?? null,
    userEmail: call.rep?.email ?? null,
    companyName: call.companyName,
    date: started && !Number.isNaN(started.getTime()) ? started : null,
    durationMs: call.durationSeconds === null ? null : Math.round(call.durationSeconds * 1000),
    gongUrl: call.url,
    transcript: transcript ?? null,
    source: "gong",
  };
}

/**
 * Pages through Gong's calls since the last completed run, with their transcripts, and upserts
 * them. After each page the cursor is committed with the page's calls, so a failure leaves the
 * state at the last good page and the next run resumes there instead of starting over.
 */
export async function syncGong(
  db: Db,
  source: GongSource,
  options: { now?: Date; lookbackDays: number; maxPages?: number },
): Promise<GongSyncReport> {
  const now = options.now ?? new Date();
  await db.insert(gongSyncState).values({ key: stateKey }).onConflictDoNothing();
  const [state] = await db.select().from(gongSyncState).where(eq(gongSyncState.key, stateKey));
  if (!state) throw new Error("Gong sync state is missing.");
  const resumed = state.runFrom !== null;
  const runFrom =
    state.runFrom ??
    new Date(
      (state.watermark?.getTime() ?? now.getTime() - options.lookbackDays * 86_400_000) -
        (state.watermark ? overlapMs : 0),
    );
  const runStartedAt = state.runStartedAt ?? now;
  if (!resumed) {
    await db
      .update(gongSyncState)
      .set({ runFrom, runStartedAt, cursor: null, pagesDone: 0, callsSynced: 0, updatedAt: sql`now()` })
      .where(eq(gongSyncState.key, stateKey));
  }
  let cursor = state.cursor ?? undefined;
  const report: GongSyncReport = { pages: 0, calls: 0, resumed, completed: false };
  try {
    for (;;) {
      if (options.maxPages !== undefined && report.pages >= options.maxPages) return report;
      const page = await source.listCalls({ fromDateTime: runFrom.toISOString(), cursor });
      const transcripts = await source.transcripts(page.calls);
      const rows = page.calls.map((call) => toRow(call, transcripts.get(call.id)));
      await db.transaction(async (tx) => {
        if (rows.length) await upsertCalls(tx, rows);
        await tx
          .update(gongSyncState)
          .set({
            cursor: page.cursor,
            pagesDone: sql`${gongSyncState.pagesDone} + 1`,
            callsSynced: sql`${gongSyncState.callsSynced} + ${rows.length}`,
            lastError: null,
            updatedAt: sql`now()`,
          })
          .where(eq(gongSyncState.key, stateKey));
      });
      report.pages++;
      report.calls += rows.length;
      if (!page.cursor) break;
      cursor = page.cursor;
    }
    await db
      .update(gongSyncState)
      .set({
        watermark: runStartedAt,
        runFrom: null,
        runStartedAt: null,
        cursor: null,
        lastCompletedAt: now,
        updatedAt: sql`now()`,
      })
      .where(eq(gongSyncState.key, stateKey));
    report.completed = true;
    return report;
  } catch (error) {
    await db
      .update(gongSyncState)
      .set({ lastError: error instanceof Error ? error.message.slice(0, 1000) : String(error), updatedAt: sql`now()` })
      .where(eq(gongSyncState.key, stateKey));
    throw error;
  }
}

export async function gongSyncStatus(db: Db) {
  const [state] = await db.select().from(gongSyncState).where(eq(gongSyncState.key, stateKey));
  return state ?? null;
}
