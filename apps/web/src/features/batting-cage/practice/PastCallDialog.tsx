import { useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import {
  battingCageFieldLabels,
  battingCageLabels,
  battingCageMessages,
  battingCageRandomizableFields,
} from "@dugout/contracts/batting-cage";
import { practiceScoreLabels } from "@dugout/contracts/batting-cage-scores";
import { formatDurationMs } from "@dugout/contracts/time";
import { Dialog } from "../../../components/Dialog";
import { formatDateTime, viewerTimeZone } from "../../../lib/time";
import { conversationQuery } from "../api";
import { errorMessage } from "../format";
import { ScoreCard } from "../score-card/ScoreCard";
import styles from "./History.module.css";
import { StoredTranscript } from "./StoredTranscript";
import { Button } from "../../../components/ui/Button";

/** One past practice call: its scenario, transcript and score card. Escape and Close close it. */
export function PastCallDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = useQuery(conversationQuery(id));
  const closeButton = useRef<HTMLButtonElement>(null);
  const data = detail.data;
  return (
    <Dialog labelledBy="past-call-title" onClose={onClose} initialFocus={closeButton} className={styles.dialogBox}>
      <div className={styles.dialogHeader}>
        <h2 id="past-call-title">
          {practiceScoreLabels.pastCallTitle}
          {data && (
            <span className={styles.dialogDate}>
              {" "}
              {formatDateTime(data.created_at, { timeZone: viewerTimeZone() })}
            </span>
          )}
        </h2>
        <Button ref={closeButton} variant="secondary" onClick={onClose}>
          {practiceScoreLabels.close}
        </Button>
      </div>
      {detail.isPending && <p aria-live="polite">Loading…</p>}
      {detail.isError && (
        <p role="alert" className={styles.error}>
          {battingCageMessages.detailLoadFailed(errorMessage(detail.error))}
        </p>
      )}
      {data && (
        <div className={styles.dialogBody}>
          <p className={styles.muted}>
            {battingCageLabels.columnDuration}: {formatDurationMs(data.duration_ms)}
          </p>
          <section aria-labelledby="past-call-scenario">
            <h3 id="past-call-scenario">{practiceScoreLabels.scenario}</h3>
            {data.batting_cage_configuration ? (
              <dl className={styles.scenario}>
                {battingCageRandomizableFields.map((field) => (
                  <div key={field}>
                    <dt>{battingCageFieldLabels[field]}</dt>
                    <dd>{data.batting_cage_configuration?.[field]}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className={styles.muted}>{practiceScoreLabels.scenarioHidden}</p>
            )}
          </section>
          <ScoreCard card={data.score_card} />
          <StoredTranscript transcript={data.transcript} />
        </div>
      )}
    </Dialog>
  );
}
