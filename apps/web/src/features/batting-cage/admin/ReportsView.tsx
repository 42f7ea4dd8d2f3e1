import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import {
  battingCageLabels,
  battingCageMessages,
  battingCageReportRangeLabels,
  battingCageReportRanges,
  defaultBattingCageReportRange,
  type BattingCageReportRange,
} from "@dugout/contracts/batting-cage";
import { formatDurationMs } from "@dugout/contracts/common";
import { formatDateTime, viewerTimeZone } from "../../../lib/time";
import { reportQuery } from "../api";
import { agentName, errorMessage } from "../format";
import styles from "./Admin.module.css";
import { ConversationDetailView } from "./ConversationDetailView";

/** Reports: range toggle, stat cards, the list, and one conversation's detail (docs/requirements/batting-cage.md#screens). */
export function ReportsView() {
  const id = useId();
  const timeZone = viewerTimeZone();
  const [range, setRange] = useState<BattingCageReportRange>(defaultBattingCageReportRange);
  const [selected, setSelected] = useState<string | null>(null);
  const report = useQuery({
    ...reportQuery(range, timeZone),
    // Calls end all the time: coming back to Reports shows the latest, not a cached list.
    staleTime: 0,
  });

  const chooseRange = (next: BattingCageReportRange) => {
    setRange(next);
    setSelected(null); // changing the tab clears the selection (docs/requirements/batting-cage.md#reports)
  };

  if (selected) return <ConversationDetailView id={selected} timeZone={timeZone} onBack={() => setSelected(null)} />;

  const data = report.data;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{battingCageLabels.menuReports}</h2>
      <div className={styles.toggle} role="group" aria-label="Time range">
        {battingCageReportRanges.map((value) => (
          <button key={value} type="button" aria-pressed={range === value} onClick={() => chooseRange(value)}>
            {battingCageReportRangeLabels[value]}
          </button>
        ))}
      </div>
      {report.isError && (
        <p role="alert" className={styles.error}>
          {battingCageMessages.reportLoadFailed(errorMessage(report.error))}
        </p>
      )}
      {report.isLoading && <p aria-live="polite">Loading…</p>}
      {data && (
        <>
          <div className={styles.cards}>
            <div className={styles.card}>
              <p className={styles.cardLabel}>{battingCageLabels.totalSessions}</p>
              <p className={styles.cardValue}>{data.totalSessions}</p>
            </div>
            <div className={styles.card}>
              <p className={styles.cardLabel}>{battingCageLabels.averageDuration}</p>
              <p className={styles.cardValue}>{formatDurationMs(data.averageDurationMs ?? 0)}</p>
            </div>
          </div>
          {data.conversations.length === 0 ? (
            <p className={styles.empty}>{battingCageMessages.noConversations}</p>
          ) : (
            <>
              {data.totalSessions > data.conversations.length && (
                <p className={styles.muted}>
                  Showing the {data.conversations.length} most recent of {data.totalSessions} sessions.
                </p>
              )}
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{battingCageLabels.columnAgent}</th>
                    <th scope="col">{battingCageLabels.columnDate}</th>
                    <th scope="col">{battingCageLabels.columnDuration}</th>
                    <th scope="col">{battingCageLabels.columnStatus}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.conversations.map((conversation) => (
                    <tr key={conversation.id} className={styles.row} onClick={() => setSelected(conversation.id)}>
                      <td>
                        <button type="button" className={styles.rowButton} onClick={() => setSelected(conversation.id)}>
                          {agentName(conversation.user)}
                        </button>
                      </td>
                      <td>{formatDateTime(conversation.created_at, { timeZone }) ?? ""}</td>
                      <td>{formatDurationMs(conversation.duration_ms)}</td>
                      <td>{conversation.status}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </>
      )}
    </section>
  );
}
