import { activityLabels, auditActionLabels, type AuditAction, type AuditEvent } from "@dugout/contracts/audit";
import { formatDateTime } from "../../lib/time";
import styles from "./Activity.module.css";
import { Table } from "../../components/ui/Table";

const actionLabel = (action: string): string => auditActionLabels[action as AuditAction] ?? action;

/** A detail's value as text: lists joined with commas, nested counts as `name n`, null as `none`. */
function detailText(value: unknown): string {
  if (value === null || value === undefined) return "none";
  if (Array.isArray(value)) return value.map((item) => detailText(item)).join(", ");
  if (typeof value === "object")
    return Object.entries(value)
      .map(([key, item]) => `${key} ${detailText(item)}`)
      .join(", ");
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The events of one page: when (in the viewer's zone, with its name), what, who, to whom, from where, details. */
export function EventsTable({ events }: { events: readonly AuditEvent[] }) {
  const { columns } = activityLabels;
  return (
    <Table caption={activityLabels.tableCaption}>
      <thead>
        <tr>
          <th scope="col">{columns.at}</th>
          <th scope="col">{columns.action}</th>
          <th scope="col">{columns.actor}</th>
          <th scope="col">{columns.subject}</th>
          <th scope="col">{columns.client}</th>
          <th scope="col">{columns.details}</th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={event.id}>
            <td className={styles.nowrap}>
              <time dateTime={event.at}>{formatDateTime(event.at, { withZoneName: true }) ?? event.at}</time>
            </td>
            <th scope="row">{actionLabel(event.action)}</th>
            <td className={styles.label}>{event.actor_label}</td>
            <td className={styles.label}>{event.subject_label ?? activityLabels.noSubject}</td>
            <td>{[event.ip, event.user_agent_family].filter(Boolean).join(" · ") || activityLabels.noClient}</td>
            <td>
              {Object.keys(event.details).length ? (
                <dl className={styles.details}>
                  {Object.entries(event.details).map(([key, value]) => (
                    <div key={key}>
                      <dt>{key.replaceAll("_", " ")}</dt>
                      <dd>{detailText(value)}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
