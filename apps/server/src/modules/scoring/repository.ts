import { sql } from "drizzle-orm";
import { callRecords, rawRows, type Db } from "@dugout/db";
import type { CallRecord, ScoresQuery } from "@dugout/contracts/scoring";
import { filledCountSql, listingSql, pageSql } from "./query-sql";

export type CallRecordRow = typeof callRecords.$inferInsert;

export interface RawCallRow extends Record<string, unknown> {
  gong_call_id: string;
  date: Date | string | null;
}

const numberOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};
const textOrNull = (value: unknown): string | null => (typeof value === "string" ? value : null);

export function toCallRecord(row: RawCallRow): CallRecord {
  const date = row.date === null ? null : new Date(row.date);
  return {
    rep: textOrNull(row.rep),
    user_email: textOrNull(row.user_email),
    company_name: textOrNull(row.company_name),
    date: date && !Number.isNaN(date.getTime()) ? date.toISOString() : null,
    duration_ms: numberOrNull(row.duration_ms),
    score: numberOrNull(row.score),
    ace_score: numberOrNull(row.ace_score),
    discovery_effectiveness_score: numberOrNull(row.discovery_effectiveness_score),
    discovery_depth_score: numberOrNull(row.discovery_depth_score),
    consultation_teach_score: numberOrNull(row.consultation_teach_score),
    consultation_tailor_score: numberOrNull(row.consultation_tailor_score),
    consultation_control_score: numberOrNull(row.consultation_control_score),
    objection_probing_score: numberOrNull(row.objection_probing_score),
    objection_responding_score: numberOrNull(row.objection_responding_score),
    gong_call_id: row.gong_call_id,
    gong_url: textOrNull(row.gong_url),
    feedback: textOrNull(row.feedback),
    transcript: textOrNull(row.transcript),
  };
}

// One collator for every request: localeCompare with options builds a new one on each comparison.
const repOrder = new Intl.Collator("en", { sensitivity: "base" });

export async function listCalls(
  db: Db,
  query: ScoresQuery,
): Promise<{ rows: CallRecord[]; total: number; reps: string[] }> {
  const statements = listingSql(query);
  const [filled, count, reps] = await Promise.all([
    rawRows<RawCallRow>(db, statements.page),
    rawRows<{ total: number }>(db, statements.count),
    rawRows<{ rep: string }>(db, statements.reps),
  ]);
  const total = Number(count[0]?.total ?? 0);
  // Calls with an empty sort value are read only when the page has room and the total says some remain.
  const rest = total - (query.page - 1) * query.per_page - filled.length;
  const rows =
    filled.length < query.per_page && rest > 0 ? [...filled, ...(await emptyRows(db, query, filled.length))] : filled;
  return {
    rows: rows.map(toCallRecord),
    total,
    reps: reps.map((row) => row.rep).sort(repOrder.compare),
  };
}

/**
 * The rest of a page that the calls with a value in the sort column did not fill: calls whose value
 * is empty, which come after all of those. Where they start is known when the page holds some of
 * the others (or is the first page); otherwise it takes a count.
 */
async function emptyRows(db: Db, query: ScoresQuery, filledOnPage: number): Promise<RawCallRow[]> {
  const offset = (query.page - 1) * query.per_page;
  const filledTotal =
    filledOnPage > 0 || offset === 0
      ? offset + filledOnPage
      : Number((await rawRows<{ total: number }>(db, filledCountSql(query)))[0]?.total ?? 0);
  return rawRows<RawCallRow>(
    db,
    pageSql(query, "empty", query.per_page - filledOnPage, Math.max(0, offset - filledTotal)),
  );
}

/** Inserts in batches (one statement per batch keeps the seed and imports fast). */
export async function insertCalls(db: Db, rows: CallRecordRow[], batchSize = 250, skipExisting = false): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    const insert = db.insert(callRecords).values(rows.slice(start, start + batchSize));
    await (skipExisting ? insert.onConflictDoNothing() : insert);
  }
}

/**
 * Inserts or refreshes calls by id. A call whose transcript changed loses its scores, so the
 * background scorer scores it again; an unchanged one keeps them.
 */
export async function upsertCalls(db: Db, rows: CallRecordRow[], batchSize = 200): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    await db
      .insert(callRecords)
      .values(rows.slice(start, start + batchSize))
      .onConflictDoUpdate({
        target: callRecords.gongCallId,
        set: {
          rep: sql`excluded.rep`,
          userEmail: sql`excluded.user_email`,
          companyName: sql`excluded.company_name`,
          date: sql`excluded.date`,
          durationMs: sql`excluded.duration_ms`,
          gongUrl: sql`excluded.gong_url`,
          transcript: sql`excluded.transcript`,
          scoredAt: sql`case when call_records.transcript is distinct from excluded.transcript then null else call_records.scored_at end`,
          updatedAt: sql`now()`,
        },
      });
  }
}
