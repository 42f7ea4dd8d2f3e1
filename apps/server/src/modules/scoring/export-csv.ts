import { sql } from "drizzle-orm";
import { rawRows, type Db } from "@dugout/db";
import type { ScoresQuery } from "@dugout/contracts/scoring";
import { csvLine } from "./csv";
import { callColumns, listColumns, orderSql, whereSql } from "./query-sql";
import { toCallRecord, type RawCallRow } from "./repository";

/** The export's columns are the import's field names, so an exported file can be imported again. */
const exportColumns = callColumns;

export const exportRowLimit = 100_000;

/** The filtered, sorted calls as CSV lines, read a batch at a time so memory stays flat. */
export async function* exportCsv(
  db: Db,
  query: Omit<ScoresQuery, "page" | "per_page">,
  batchSize = 1000,
): AsyncGenerator<string> {
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
