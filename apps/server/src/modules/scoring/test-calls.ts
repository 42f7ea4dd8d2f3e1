import type { CallRecordRow } from "./repository";

/** A minimal call row for tests; fields default to empty. */
export function testCall(id: string, fields: Partial<CallRecordRow> = {}): CallRecordRow {
  return { gongCallId: id, source: "import", scoredAt: new Date(), scoredBy: "import", ...fields };
}
