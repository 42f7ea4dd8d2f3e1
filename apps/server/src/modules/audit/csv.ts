import { auditCsvColumns, type AuditEvent } from "@dugout/contracts/audit";
import { csvCell } from "../../csv-cell";

/** One CSV line per event (ISO times in UTC: a spreadsheet converts them), the header first. */
export function auditCsv(events: readonly AuditEvent[]): string {
  const lines = [auditCsvColumns.join(",")];
  for (const event of events) {
    const cells: Record<(typeof auditCsvColumns)[number], string> = {
      at: event.at,
      action: event.action,
      actor: event.actor_label,
      actor_user_id: event.actor_user_id ?? "",
      subject: event.subject_label ?? "",
      subject_user_id: event.subject_user_id ?? "",
      ip: event.ip ?? "",
      user_agent_family: event.user_agent_family ?? "",
      details: Object.keys(event.details).length ? JSON.stringify(event.details) : "",
    };
    lines.push(auditCsvColumns.map((column) => csvCell(cells[column])).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}
