import { sql } from "drizzle-orm";
import { rawRows, type Db } from "@dugout/db";
import { defaultTimeZone } from "@dugout/contracts/time";
import { scoreCategoryKeys, type ScoreCategoryKey } from "@dugout/contracts/scoring";
import type { ScoreEvidence } from "@dugout/contracts/scoring-evidence";

/**
 * A rep's scored real calls. The scoring module owns call_records; coaching only reads them through the shared
 * schema, matching the rep as practice-vs-real does: a real call names its rep by `user_email`, compared
 * trimmed and lower-cased with the account's email.
 */
export interface RealCall {
  gongCallId: string;
  date: Date | null;
  companyName: string | null;
  scores: Record<ScoreCategoryKey, number | null>;
  evidence: ScoreEvidence | null;
  transcript: string | null;
}

type Row = {
  gong_call_id: string;
  date: Date | string | null;
  company_name: string | null;
  evidence: ScoreEvidence | string | null;
  transcript: string | null;
} & Record<ScoreCategoryKey, number | string | null>;

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** PGlite and node-postgres agree on most types; jsonb and timestamps are normalised here all the same. */
function toCall(row: Row): RealCall {
  return {
    gongCallId: row.gong_call_id,
    date: row.date === null ? null : new Date(row.date),
    companyName: row.company_name,
    scores: Object.fromEntries(scoreCategoryKeys.map((key) => [key, numberOrNull(row[key])])) as Record<
      ScoreCategoryKey,
      number | null
    >,
    evidence: typeof row.evidence === "string" ? (JSON.parse(row.evidence) as ScoreEvidence) : row.evidence,
    transcript: row.transcript,
  };
}

/** The rep's scored real calls on the days from..to (inclusive) in the zone, newest first. */
export async function scoredRealCalls(
  db: Db,
  email: string,
  period: { from: string; to: string; tz?: string | undefined },
): Promise<RealCall[]> {
  const tz = period.tz ?? defaultTimeZone;
  const rows = await rawRows<Row>(
    db,
    sql`select gong_call_id, date, company_name, evidence, transcript,
          ${sql.join(
            scoreCategoryKeys.map((key) => sql.identifier(key)),
            sql`, `,
          )}
        from call_records
        where lower(trim(user_email)) = lower(trim(${email}))
          and score is not null
          and date >= (${period.from}::date::timestamp at time zone ${tz})
          and date < ((${period.to}::date + 1)::timestamp at time zone ${tz})
        order by date desc, gong_call_id`,
  );
  return rows.map(toCall);
}
