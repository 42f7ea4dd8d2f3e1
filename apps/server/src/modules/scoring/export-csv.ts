import { sql } from "drizzle-orm";
import { rawRows, type Db } from "@dugout/db";
import type { ScoresQuery } from "@dugout/contracts/scoring";
import { csvLine } from "./csv";
import { listColumns, orderSql, whereSql } from "./query-sql";
import { toCallRecord, type RawCallRow } from "./repository";

/** The export's columns are the import's field names, so an exported file can be imported again. */
const exportColumns = [
  "gong_call_id",
  "rep",
  "user_email",
  "company_name",
  "date",
  "duration_ms",
  "score",
  "ace_score",
  "discovery_effectiveness_score",
  "discovery_depth_score",
  "consultation_teach_score",
  "consultation_tailor_score",
  "consultation_control_score",
  "objection_probing_score",
  "objection_responding_score",
  "gong_url",
  "feedback",
] as const;

export const exportRowLimit = 100_000;

/** The filtered, sorted calls as CSV lines, read a batch at a time so memory stays flat. */
export async function* exportCsv(db: Db, query: Omit<ScoresQuery, "page" | "per_page">, batchSize = 1000): AsyncGenerator<string> {
  yield csvLine(exportColumns);
  for (let offset = 0; offset < exportRowLimit; offset += batchSize) {
    const rows = await rawRows<RawCallRow>(
      db,
      sql`select ${listColumns} from call_records ${whereSql(query)} ${orderSql(query.sort, query.dir)} limit ${batchSize} offset ${offset}`,
    );
    let chunk = "";
    for (const row of rows) {
      const record = toCallRecord(row);
      chunk += csvLine(exportColumns.map((column) => record[column]));
    }
    if (chunk) yield chunk;
    if (rows.length < batchSize) return;
  }
}
