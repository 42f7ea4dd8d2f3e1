import { useCallback, useEffect, useId, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import {
  battingCageLabels,
  battingCageMessages,
  battingCageReportRangeLabels,
  battingCageReportRanges,
} from "@dugout/contracts/batting-cage";
import { battingCageReportLabels } from "@dugout/contracts/batting-cage-reports";
import { formatDurationMs } from "@dugout/contracts/time";
import { viewerTimeZone } from "../../../lib/time";
import { reportQuery } from "../api";
import { agentName, errorMessage } from "../format";
import styles from "./Admin.module.css";
import { ConversationDetailView } from "./ConversationDetailView";
import { ReportsTable } from "./ReportsTable";
import { useReportsUrlState } from "./use-reports-url-state";
import { Panel } from "../../../components/ui/Panel";

/**
 * Reports: range toggle, rep filter, stat cards, the list with each call's practice score, and one
 * conversation's detail (docs/requirements/batting-cage.md#screens). Range, rep and the open session are in the
 * address; the detail closes with its Back button, Escape or the browser's Back.
 */
export function ReportsView() {
  const id = useId();
  const timeZone = viewerTimeZone();
  const { state, filter, open, close } = useReportsUrlState();
  const { range, rep, session } = state;
  const report = useQuery({
    ...reportQuery(range, timeZone, rep),
    // Calls end all the time: coming back to Reports shows the latest, not a cached list.
    staleTime: 0,
  });
  // After the detail closes, the keyboard lands back on the row it was opened from.
  const returnTo = useRef<string | null>(null);
  const closeDetail = useCallback(() => {
    returnTo.current = session;
    close();
  }, [session, close]);

  useEffect(() => {
    if (!session) return;
    const onKey = (event: KeyboardEvent) => {
      // A dialog inside the detail closes first (it handles its own Escape).
      if (event.key !== "Escape" || event.defaultPrevented || document.querySelector("dialog[open]")) return;
      event.preventDefault();
      closeDetail();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [session, closeDetail]);

  const data = report.data;
  useEffect(() => {
    if (session || !data || !returnTo.current) return;
    const target = document.querySelector<HTMLButtonElement>(`button[data-conversation-id="${returnTo.current}"]`);
    returnTo.current = null;
    target?.focus();
  }, [session, data]);

  if (session) {
    return <ConversationDetailView key={session} id={session} timeZone={timeZone} onBack={closeDetail} />;
  }

  const reps = [...(data?.reps ?? [])].sort((a, b) => agentName(a.user).localeCompare(agentName(b.user)));
  const repListed = !rep || reps.some((entry) => entry.user_id === rep);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{battingCageLabels.menuReports}</h2>
      <div className={styles.reportControls}>
        <div className={styles.toggle} role="group" aria-label="Time range">
          {battingCageReportRanges.map((value) => (
            // Choosing another range clears the selection (docs/requirements/batting-cage.md#reports).
            <button key={value} type="button" aria-pressed={range === value} onClick={() => filter({ range: value })}>
              {battingCageReportRangeLabels[value]}
            </button>
          ))}
        </div>
        <label className={styles.repFilter}>
          {battingCageReportLabels.repFilter}
          <select value={rep} onChange={(event) => filter({ rep: event.target.value })}>
            <option value="">{battingCageReportLabels.allReps}</option>
            {reps.map((entry) => (
              <option key={entry.user_id} value={entry.user_id}>
                {agentName(entry.user)}
              </option>
            ))}
            {!repListed && <option value={rep}>{battingCageReportLabels.repWithoutSessions}</option>}
          </select>
        </label>
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
            <Panel as="div" className={styles.card}>
              <p className={styles.cardLabel}>{battingCageLabels.totalSessions}</p>
              <p className={styles.cardValue}>{data.totalSessions}</p>
            </Panel>
            <Panel as="div" className={styles.card}>
              <p className={styles.cardLabel}>{battingCageLabels.averageDuration}</p>
              <p className={styles.cardValue}>{formatDurationMs(data.averageDurationMs ?? 0)}</p>
            </Panel>
            <Panel as="div" className={styles.card}>
              <p className={styles.cardLabel}>{battingCageReportLabels.averageScore}</p>
              <p className={styles.cardValue}>
                {typeof data.averageScore === "number"
                  ? Math.round(data.averageScore)
                  : battingCageReportLabels.noAverage}
              </p>
              <p className={styles.cardNote}>
                {battingCageReportLabels.scoredOf(data.scoredSessions ?? 0, data.totalSessions)}
              </p>
            </Panel>
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
              <ReportsTable conversations={data.conversations} timeZone={timeZone} onOpen={open} />
            </>
          )}
        </>
      )}
    </section>
  );
}
