import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { fetchFailedMessage } from "@dugout/contracts/errors";
import { usageConstants, usageLabels, usageMessages } from "@dugout/contracts/usage";
import { PageTitle } from "../../components/PageTitle";
import { addDays, isoDay } from "../../lib/time";
import { usageStatsQuery } from "./api";
import styles from "./UsageStats.module.css";

/** The last 30 days up to today, in the viewer's calendar. */
export function defaultWindow(now: Date): { start: string; end: string } {
  return { start: isoDay(addDays(now, -usageConstants.defaultWindowDays)), end: isoDay(now) };
}

/** "{Agent} Usage Statistics": responses per user between two dates, refetched when a date changes. */
export function UsageStatsPage({ agentName }: { agentName: string }) {
  const display = agentName.charAt(0).toUpperCase() + agentName.slice(1);
  const [range, setRange] = useState(() => defaultWindow(new Date()));
  const datesErrorId = useId();
  // Typed dates skip the inputs' min and max: wrong-order dates are said in words and never sent.
  const outOfOrder = Boolean(range.start && range.end && range.start > range.end);
  const enabled = Boolean(range.start && range.end) && !outOfOrder;
  const invalidProps = outOfOrder ? { "aria-invalid": true, "aria-describedby": datesErrorId } : {};
  const stats = useQuery({ ...usageStatsQuery(agentName, range.start, range.end), enabled });
  const rows = stats.error ? [] : (stats.data ?? []);

  return (
    <div className={styles.page}>
      <PageTitle>{usageLabels.title(display)}</PageTitle>
      <div className={styles.dates}>
        <label>
          <span>{usageLabels.startDate}</span>
          <input
            type="date"
            value={range.start}
            max={range.end || undefined}
            {...invalidProps}
            onChange={(event) => setRange((current) => ({ ...current, start: event.target.value }))}
          />
        </label>
        <label>
          <span>{usageLabels.endDate}</span>
          <input
            type="date"
            value={range.end}
            min={range.start || undefined}
            {...invalidProps}
            onChange={(event) => setRange((current) => ({ ...current, end: event.target.value }))}
          />
        </label>
      </div>
      {outOfOrder ? (
        <p id={datesErrorId} role="alert" className={styles.error}>
          {usageMessages.datesOutOfOrder}
        </p>
      ) : enabled && stats.isPending ? (
        <p role="status">{usageMessages.loading}</p>
      ) : stats.error ? (
        <p role="alert" className={styles.error}>
          {usageMessages.error(stats.error.message || fetchFailedMessage)}
        </p>
      ) : rows.length === 0 ? (
        <p>{usageMessages.noData}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{usageLabels.columnUserEmail}</th>
              <th scope="col">{usageLabels.columnResponseCount}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.user_email}>
                <td>{row.user_email}</td>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
