import { sql } from "drizzle-orm";
import { rawRows, type Db } from "@dugout/db";
import type { CallRecord } from "@dugout/contracts/scoring";
import { listColumns } from "./query-sql";
import { toCallRecord, type RawCallRow } from "./repository";

/** One call as the listing shows it (null when no such call): the dialog opened from a shared address needs it. */
export async function callRecord(db: Db, gongCallId: string): Promise<CallRecord | null> {
  const [row] = await rawRows<RawCallRow>(
    db,
    sql`select ${listColumns} from call_records where gong_call_id = ${gongCallId}`,
  );
  return row ? toCallRecord(row) : null;
}
