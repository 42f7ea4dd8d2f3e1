import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { practiceScoreLabels, type PracticeHistoryEntry } from "@dugout/contracts/batting-cage-scores";
import { formatDurationMs } from "@dugout/contracts/time";
import { formatDateTime, viewerTimeZone } from "../../../lib/time";
import { practiceHistoryQuery } from "../api";
import { errorMessage } from "../format";
import { formatScore } from "../score-card/format-score";
import { pastCallParam, type PastCallLinkState } from "./past-call-url";
import styles from "./History.module.css";
import { ScoreTrend } from "./ScoreTrend";
import { Panel } from "../../../components/ui/Panel";
import { Table } from "../../../components/ui/Table";

function scoreText(entry: PracticeHistoryEntry): string {
  if (entry.score_status === "scored") return formatScore(entry.total);
  return entry.score_status ? practiceScoreLabels.statusText[entry.score_status] : formatScore(null);
}

/** The rep's own practice calls with their scores and the trend; each call opens at `?call=<id>`. */
export function PracticeHistory() {
  const history = useQuery(practiceHistoryQuery());
  const timeZone = viewerTimeZone();
  const linkState: PastCallLinkState = { fromHistory: true };
  return (
    <Panel className={styles.history} aria-labelledby="practice-history-title">
      <h2 id="practice-history-title">{practiceScoreLabels.historyTitle}</h2>
      {history.isPending && <p aria-live="polite">Loading…</p>}
      {history.isError && (
        <p role="alert" className={styles.error}>
          {practiceScoreLabels.historyLoadFailed(errorMessage(history.error))}
        </p>
      )}
      {history.data && history.data.conversations.length === 0 && (
        <p className={styles.muted}>{practiceScoreLabels.historyEmpty}</p>
      )}
      {history.data && history.data.conversations.length > 0 && (
        <>
          <ScoreTrend history={history.data.conversations} />
          <Table caption={practiceScoreLabels.historyTitle}>
            <thead>
              <tr>
                <th scope="col">{practiceScoreLabels.columnDate}</th>
                <th scope="col">{practiceScoreLabels.columnScenario}</th>
                <th scope="col">{practiceScoreLabels.columnDuration}</th>
                <th scope="col">{practiceScoreLabels.columnScore}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.conversations.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row">
                    <Link
                      to={{ search: `?${pastCallParam}=${encodeURIComponent(entry.id)}` }}
                      state={linkState}
                      preventScrollReset
                    >
                      {formatDateTime(entry.created_at, { timeZone }) ?? ""}
                    </Link>
                  </th>
                  <td>{entry.scenario}</td>
                  <td>{formatDurationMs(entry.duration_ms)}</td>
                  <td className={styles.score}>{scoreText(entry)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </Panel>
  );
}
