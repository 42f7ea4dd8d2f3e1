import { desc, eq } from "drizzle-orm";
import type { BattingCageResolvedConfiguration } from "@dugout/contracts/batting-cage";
import {
  practiceHistoryMax,
  practiceScoreLabels,
  practiceScoreMessages,
  type PracticeHistoryEntry,
  type PracticeScoreCard,
} from "@dugout/contracts/batting-cage-scores";
import { scoreCardCategories, strongestAndWeakest } from "@dugout/contracts/scoring-evidence";
import { battingCageConfigurations, battingCageConversations, battingCagePracticeScores, type Db } from "@dugout/db";

const conversations = battingCageConversations;
const scores = battingCagePracticeScores;

type ScoreRow = typeof battingCagePracticeScores.$inferSelect;

/** The score card as the API answers it, from the stored row. */
export function toScoreCard(row: ScoreRow): PracticeScoreCard {
  const categories = scoreCardCategories(row.categories ?? {}, row.evidence);
  const ranked = row.status === "scored" ? strongestAndWeakest(categories) : { strongest: [], weakest: [] };
  const reason =
    row.status === "too_short"
      ? practiceScoreMessages.tooShort
      : row.status === "failed"
        ? (row.error ?? practiceScoreMessages.failed)
        : null;
  return {
    status: row.status,
    total: row.status === "scored" ? row.total : null,
    categories,
    ...ranked,
    feedback: row.feedback,
    scored_by: row.scoredBy,
    reason,
    scored_at: row.scoredAt?.toISOString() ?? null,
  };
}

export async function practiceScoreCard(db: Db, conversationId: string): Promise<PracticeScoreCard | null> {
  const [row] = await db.select().from(scores).where(eq(scores.conversationId, conversationId));
  return row ? toScoreCard(row) : null;
}

/** The scenario in a few words, for lists: who the customer was and what they run. */
export function scenarioSummary(configuration: BattingCageResolvedConfiguration): string {
  return `${configuration.customer_type} · ${configuration.business_name} (${configuration.business_type}, ${configuration.employee_count} employees, ${configuration.payroll_provider})`;
}

/**
 * One person's practice calls, newest first, with their scores. A running call whose configuration hides
 * the scenario from reps reads "Hidden until the call ends" unless `revealScenario` (an admin asks).
 */
export async function practiceHistory(
  db: Db,
  userId: string,
  revealScenario: boolean,
): Promise<PracticeHistoryEntry[]> {
  const rows = await db
    .select({
      id: conversations.id,
      createdAt: conversations.createdAt,
      status: conversations.status,
      configuration: conversations.configuration,
      durationMs: conversations.durationMs,
      scoreStatus: scores.status,
      total: scores.total,
      scenarioHidden: battingCageConfigurations.hideScenarioFromReps,
    })
    .from(conversations)
    .leftJoin(scores, eq(scores.conversationId, conversations.id))
    .leftJoin(battingCageConfigurations, eq(battingCageConfigurations.id, conversations.configurationId))
    .where(eq(conversations.userId, userId))
    .orderBy(desc(conversations.createdAt), desc(conversations.id))
    .limit(practiceHistoryMax);
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    scenario:
      row.status === "active" && row.scenarioHidden === true && !revealScenario
        ? practiceScoreLabels.scenarioHidden
        : scenarioSummary(row.configuration),
    duration_ms: row.durationMs,
    score_status: row.scoreStatus,
    total: row.scoreStatus === "scored" ? row.total : null,
  }));
}
