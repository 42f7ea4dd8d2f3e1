import { and, asc, eq, isNull, isNotNull, sql } from "drizzle-orm";
import { callRecords, type Db } from "@dugout/db";
import type { Jobs } from "../../jobs/types";
import { categoryColumns } from "./demo-calls";
import type { CallScorer } from "../../scoring-engine/scorer";
import { scoreWithFallback } from "../../scoring-engine/score-with-fallback";
import { linesOfCallTranscript } from "../../scoring-engine/transcript-lines";

export const scorePendingQueue = "scoring.score-pending";

/**
 * Scores calls that have a transcript and no scores yet (synced or imported), a batch at a time.
 * Idempotent: a call is written only if it is still unscored with the transcript that was scored,
 * so a repeated delivery or a concurrent run never overwrites newer data.
 */
export async function scorePendingBatch(db: Db, scorer: CallScorer, limit = 20): Promise<number> {
  const pending = await db
    .select({ id: callRecords.gongCallId, transcript: callRecords.transcript, company: callRecords.companyName })
    .from(callRecords)
    .where(and(isNull(callRecords.scoredAt), isNotNull(callRecords.transcript)))
    .orderBy(asc(callRecords.createdAt))
    .limit(limit);
  for (const call of pending) {
    const transcript = call.transcript ?? "";
    // A provider failure must not leave the call pending for ever: the offline scorer answers.
    const { result, scoredBy, scoringError } = await scoreWithFallback(scorer, {
      lines: linesOfCallTranscript(transcript),
      companyName: call.company,
    });
    await db
      .update(callRecords)
      .set({
        score: result.total,
        ...categoryColumns(result.categories),
        feedback: result.feedback,
        evidence: result.evidence,
        scoredAt: new Date(),
        scoredBy,
        scoringError,
        updatedAt: sql`now()`,
      })
      .where(
        and(eq(callRecords.gongCallId, call.id), isNull(callRecords.scoredAt), eq(callRecords.transcript, transcript)),
      );
  }
  return pending.length;
}

/** Runs batches until nothing is pending (bounded per job; the job re-queues itself for the rest). */
export function registerScoringWorker(jobs: Jobs, db: Db, scorer: CallScorer): void {
  jobs.work<{ reason: string }>(
    scorePendingQueue,
    async () => {
      for (let round = 0; round < 50; round++) {
        if ((await scorePendingBatch(db, scorer)) === 0) return;
      }
      await requestScoring(jobs, "continue");
    },
    { concurrency: 1, retryLimit: 5, oneWaitingPerKey: true },
  );
}

/**
 * Queues a scoring run. False when the queue does not exist yet (a CLI run on a database no server
 * has started on): the server's boot sweep scores those calls when it starts.
 */
export async function requestScoring(jobs: Jobs, reason: string): Promise<boolean> {
  try {
    await jobs.send(scorePendingQueue, { reason }, { singletonKey: "pending" });
    return true;
  } catch (error) {
    if (error instanceof Error && /does not exist/.test(error.message)) return false;
    throw error;
  }
}
