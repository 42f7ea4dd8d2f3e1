import { and, asc, avg, count, desc, eq, gte, lt } from "drizzle-orm";
import type {
  BattingCageResolvedConfiguration,
  ConversationDetail,
  ConversationSummary,
  ConversationUser,
  ReportData,
  TranscriptEntry,
} from "@dugout/contracts/batting-cage";
import { battingCageConversations, battingCageTranscriptEntries, type Db } from "@dugout/db";
import type { InstantRange } from "./report-range";

const conversations = battingCageConversations;
const entries = battingCageTranscriptEntries;

export interface NewConversation {
  userId: string;
  userData: ConversationUser;
  configurationId: string | null;
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
): Promise<(ConversationDetail & { userId: string }) | null> {
  const rows = await db
    .select({
      ...summaryColumns,
      userId: conversations.userId,
      configurationId: conversations.configurationId,
      configuration: conversations.configuration,
    })
    .from(conversations)
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
    transcript,
    batting_cage_configuration: { ...row.configuration, id: row.configurationId },
  };
}

/**
 * Totals over the whole range (an index-only scan of created_at + duration_ms) and the most
 * recent conversations of it, newest first, at most `limit` of them.
 */
export async function reportData(db: Db, range: InstantRange, limit: number): Promise<ReportData> {
  const where = and(gte(conversations.createdAt, range.start), lt(conversations.createdAt, range.end));
  const [totals] = await db
    .select({ total: count(), average: avg(conversations.durationMs) })
    .from(conversations)
    .where(where);
  const rows = await db
    .select(summaryColumns)
    .from(conversations)
    .where(where)
    .orderBy(desc(conversations.createdAt), desc(conversations.id))
    .limit(limit);
  const average = totals?.average == null ? null : Number(totals.average);
  return {
    totalSessions: totals?.total ?? 0,
    averageDurationMs: average === null || !Number.isFinite(average) ? null : Math.round(average),
    conversations: rows.map(toSummary),
  };
}
