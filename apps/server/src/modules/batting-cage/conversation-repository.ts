import { and, asc, avg, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import type {
  BattingCageResolvedConfiguration,
  ConversationDetail,
  ConversationSummary,
  ConversationUser,
  ReportData,
  TranscriptEntry,
} from "@dugout/contracts/batting-cage";
import {
  battingCageConfigurations,
  battingCageConversations,
  battingCagePracticeScores,
  battingCageTranscriptEntries,
  type Db,
} from "@dugout/db";
import type { InstantRange } from "./report-range";

const conversations = battingCageConversations;
const entries = battingCageTranscriptEntries;
const scores = battingCagePracticeScores;

export interface NewConversation {
  userId: string;
  userData: ConversationUser;
  configurationId: string | null;
  scenarioId: string | null;
  configuration: BattingCageResolvedConfiguration;
}

export async function insertConversation(db: Db, values: NewConversation): Promise<string> {
  const [row] = await db.insert(conversations).values(values).returning({ id: conversations.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function deleteConversation(db: Db, id: string): Promise<void> {
  await db.delete(conversations).where(eq(conversations.id, id));
}

const summaryColumns = {
  id: conversations.id,
  status: conversations.status,
  createdAt: conversations.createdAt,
  endedAt: conversations.endedAt,
  durationMs: conversations.durationMs,
  userData: conversations.userData,
};

interface SummaryRow {
  id: string;
  status: ConversationSummary["status"];
  createdAt: Date;
  endedAt: Date | null;
  durationMs: number | null;
  userData: ConversationUser;
}

function toSummary(row: SummaryRow): ConversationSummary {
  return {
    id: row.id,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
    duration_ms: row.durationMs,
    user: row.userData,
  };
}

/** Owner and state, for the permission checks of the routes. */
export async function conversationOwner(db: Db, id: string): Promise<{ userId: string } | null> {
  const rows = await db.select({ userId: conversations.userId }).from(conversations).where(eq(conversations.id, id));
  return rows[0] ?? null;
}

export async function conversationDetail(
  db: Db,
  id: string,
): Promise<(ConversationDetail & { userId: string; scenarioHidden: boolean }) | null> {
  const rows = await db
    .select({
      ...summaryColumns,
      userId: conversations.userId,
      configurationId: conversations.configurationId,
      configuration: conversations.configuration,
      scenarioHidden: battingCageConfigurations.hideScenarioFromReps,
      scenarioId: conversations.scenarioId,
      scenarioName: battingCageConfigurations.name,
      scenarioCategories: battingCageConfigurations.categories,
    })
    .from(conversations)
    .leftJoin(battingCageConfigurations, eq(battingCageConfigurations.id, conversations.configurationId))
    .where(eq(conversations.id, id));
  const row = rows[0];
  if (!row) return null;
  const transcript: TranscriptEntry[] = await db
    .select({ role: entries.role, text: entries.text })
    .from(entries)
    .where(eq(entries.conversationId, id))
    .orderBy(asc(entries.position));
  return {
    ...toSummary(row),
    userId: row.userId,
    // The version the call used decides, so saving the switch mid-call changes nothing for that call.
    scenarioHidden: row.scenarioHidden === true,
    transcript,
    batting_cage_configuration: { ...row.configuration, id: row.configurationId },
    // The version the call ran names the scenario and what it aimed at (the score card lists those first).
    scenario:
      row.scenarioId && row.scenarioName !== null && row.scenarioCategories !== null
        ? { id: row.scenarioId, name: row.scenarioName, categories: row.scenarioCategories }
        : null,
  };
}

const finiteOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/**
 * Totals over the whole range (an index-only scan of created_at + duration_ms), the average
 * practice score of its scored calls, and the most recent conversations of it with their scores,
 * newest first, at most `limit` of them. `userId` keeps one rep's calls only.
 */
export async function reportData(db: Db, range: InstantRange, limit: number, userId?: string): Promise<ReportData> {
  const inRange = and(gte(conversations.createdAt, range.start), lt(conversations.createdAt, range.end));
  const where = userId ? and(inRange, eq(conversations.userId, userId)) : inRange;
  const [[totals], [scored], rows, reps] = await Promise.all([
    db
      .select({ total: count(), average: avg(conversations.durationMs) })
      .from(conversations)
      .where(where),
    db
      .select({ count: count(), average: avg(scores.total) })
      .from(scores)
      .innerJoin(conversations, eq(scores.conversationId, conversations.id))
      .where(and(where, eq(scores.status, "scored"))),
    db
      .select({ ...summaryColumns, score: scores.total, scoreStatus: scores.status })
      .from(conversations)
      .leftJoin(scores, eq(scores.conversationId, conversations.id))
      .where(where)
      .orderBy(desc(conversations.createdAt), desc(conversations.id))
      .limit(limit),
    // Everyone with a call in the range (whatever the rep filter), for the filter's choices.
    db
      .selectDistinctOn([conversations.userId], { userId: conversations.userId, userData: conversations.userData })
      .from(conversations)
      .where(inRange)
      .orderBy(conversations.userId, sql`${conversations.createdAt} desc`),
  ]);
  const average = finiteOrNull(totals?.average);
  const averageScore = finiteOrNull(scored?.average);
  return {
    totalSessions: totals?.total ?? 0,
    averageDurationMs: average === null ? null : Math.round(average),
    conversations: rows.map((row) => ({
      ...toSummary(row),
      score_status: row.scoreStatus ?? null,
      score: row.scoreStatus === "scored" ? row.score : null,
    })),
    averageScore: averageScore === null ? null : Math.round(averageScore * 10) / 10,
    scoredSessions: scored?.count ?? 0,
    reps: reps.map((rep) => ({ user_id: rep.userId, user: rep.userData })),
  };
}
