import { and, asc, eq, inArray } from "drizzle-orm";
import { practiceScoreMessages, practiceScoring } from "@dugout/contracts/batting-cage-scores";
import { battingCagePracticeScores, battingCageTranscriptEntries, type Db } from "@dugout/db";
import type { Jobs } from "../../jobs/types";
import type { CallScorer, TranscriptLine } from "../../scoring-engine/scorer";
import { scoreWithFallback } from "../../scoring-engine/score-with-fallback";
import { linesOfPracticeTranscript } from "../../scoring-engine/transcript-lines";

const scores = battingCagePracticeScores;
const entries = battingCageTranscriptEntries;

export const practiceScoreQueue = "batting-cage.score";
export interface PracticeScoreJob {
  conversationId: string;
}

type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Marks calls as waiting for their score, in the transaction that ends them: the row is the
 * durable record that a score is owed, whatever happens to the job that will write it.
 */
export async function owePracticeScores(tx: Db | Transaction, conversationIds: readonly string[]): Promise<void> {
  if (conversationIds.length === 0) return;
  await tx
    .insert(scores)
    .values(conversationIds.map((conversationId) => ({ conversationId })))
    .onConflictDoNothing();
}

/** Whether the rep said enough for a total to mean anything (practiceScoring's minimums). */
export function longEnoughToScore(lines: readonly TranscriptLine[]): boolean {
  const rep = lines.filter((line) => line.role === "rep" && line.text.trim() !== "");
  const words = rep.reduce((sum, line) => sum + line.text.trim().split(/\s+/).length, 0);
  return rep.length >= practiceScoring.minRepTurns && words >= practiceScoring.minRepWords;
}

/**
 * The job: scores one ended call with the shared scorer. Idempotent under repeated delivery: only
 * a score still pending is written (a conditional update of the one row per conversation), so a
 * second delivery finds nothing to do and never writes a second or different score.
 * Answers what it did, for tests and logs.
 */
export async function scorePracticeCall(
  db: Db,
  scorer: CallScorer,
  conversationId: string,
): Promise<"scored" | "too_short" | "not_pending"> {
  const [owed] = await db
    .select({ status: scores.status })
    .from(scores)
    .where(eq(scores.conversationId, conversationId));
  if (owed?.status !== "pending") return "not_pending";
  const transcript = await db
    .select({ role: entries.role, text: entries.text })
    .from(entries)
    .where(eq(entries.conversationId, conversationId))
    .orderBy(asc(entries.position));
  const lines = linesOfPracticeTranscript(transcript);
  const { result, scoredBy, scoringError } = await scoreWithFallback(scorer, { lines });
  // A short call still shows what each category saw, but no total: a few lines prove nothing.
  const status = longEnoughToScore(lines) ? "scored" : "too_short";
  const written = await db
    .update(scores)
    .set({
      status,
      total: status === "scored" ? result.total : null,
      categories: result.categories,
      evidence: result.evidence,
      feedback: result.feedback,
      scoredBy,
      error: scoringError,
      scoredAt: new Date(),
    })
    .where(and(eq(scores.conversationId, conversationId), eq(scores.status, "pending")))
    .returning({ id: scores.conversationId });
  return written.length > 0 ? status : "not_pending";
}

/** When the retries are exhausted: the call says it could not be scored instead of staying pending. */
export async function failPracticeScore(db: Db, conversationId: string, reason?: string): Promise<void> {
  await db
    .update(scores)
    .set({ status: "failed", error: reason ?? practiceScoreMessages.failed, scoredAt: new Date() })
    .where(and(eq(scores.conversationId, conversationId), eq(scores.status, "pending")));
}

/** Queues the scoring of calls (one job per call at a time: the singleton key is its id). */
export async function requestPracticeScores(jobs: Jobs, conversationIds: readonly string[]): Promise<void> {
  for (const conversationId of conversationIds) {
    await jobs.send<PracticeScoreJob>(practiceScoreQueue, { conversationId }, { singletonKey: conversationId });
  }
}

/**
 * At boot: every score still pending gets a job again (the process may have died between ending
 * the call and sending the job, or with the job queued); duplicates are harmless.
 */
export async function requeuePendingPracticeScores(db: Db, jobs: Jobs, limit = 1000): Promise<number> {
  const pending = await db
    .select({ id: scores.conversationId })
    .from(scores)
    .where(inArray(scores.status, ["pending"]))
    .orderBy(asc(scores.createdAt))
    .limit(limit);
  await requestPracticeScores(
    jobs,
    pending.map((row) => row.id),
  );
  return pending.length;
}
