import { rawRows, type Db } from "@dugout/db";
import { formatDurationMs } from "@dugout/contracts/time";
import type { CallRecord, ScoresQuery } from "@dugout/contracts/scoring";
import { csvLine } from "./csv";
import { callColumns, pageSql } from "./query-sql";
import { toCallRecord, type RawCallRow } from "./repository";

/**
 * The export's columns are the import's field names, so an exported file can be imported again; the
 * duration is written for people, as m:ss under `duration` (which the import also reads).
 */
const exportColumns = callColumns.map((column) => (column === "duration_ms" ? "duration" : column));

function exportCells(record: CallRecord): (string | number | null)[] {
  return callColumns.map((column) =>
    column === "duration_ms"
      ? record.duration_ms === null
        ? null
        : formatDurationMs(record.duration_ms)
      : record[column],
  );
}

const exportRowLimit = 100_000;

/** The filtered, sorted calls as CSV lines, read a batch at a time so memory stays flat. */
export async function* exportCsv(
  db: Db,
  query: Omit<ScoresQuery, "page" | "per_page">,
  batchSize = 1000,
): AsyncGenerator<string> {
  yield csvLine(exportColumns);
  let written = 0;
  // The listing's order: the calls with a value in the sort column, then the empty ones.
  for (const part of ["filled", "empty"] as const) {
    for (let offset = 0; written < exportRowLimit; offset += batchSize) {
      const limit = Math.min(batchSize, exportRowLimit - written);
      const rows = await rawRows<RawCallRow>(db, pageSql(query, part, limit, offset));
      let chunk = "";
      for (const row of rows) {
        const record = toCallRecord(row);
        chunk += csvLine(exportCells(record));
      }
      written += rows.length;
      if (chunk) yield chunk;
      if (rows.length < limit) break;
    }
  }
}
