import { useEffect, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import {
  battingCageFieldLabels,
  battingCageLabels,
  battingCageMessages,
  battingCageRandomizableFields,
} from "@dugout/contracts/batting-cage";
import { formatDurationMs } from "@dugout/contracts/time";
import { formatDateTime } from "../../../lib/time";
import { conversationQuery } from "../api";
import { agentName, errorMessage } from "../format";
import { ScoreCard } from "../score-card/ScoreCard";
import styles from "./Admin.module.css";
import { TranscriptTurn, TranscriptTurns } from "../transcript/TranscriptTurns";
import { Button } from "../../../components/ui/Button";

/** The persona the call used, then the admin's extra instructions. */
const configurationRows = [...battingCageRandomizableFields, "custom_instructions"] as const;

/** One conversation: back button, transcript and the configuration used in the call. */
export function ConversationDetailView({ id, timeZone, onBack }: { id: string; timeZone: string; onBack: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const detail = useQuery(conversationQuery(id));
  useEffect(() => heading.current?.focus(), []);
  const data = detail.data;
  const agent = agentName(data?.user);

  return (
    <section aria-labelledby="conversation-detail-title">
      <Button variant="secondary" className={styles.back} onClick={onBack}>
        ← {battingCageLabels.back}
      </Button>
      <h2 id="conversation-detail-title" ref={heading} tabIndex={-1}>
        Conversation details
      </h2>
      {detail.isLoading && <p aria-live="polite">Loading…</p>}
      {detail.isError && (
        <p role="alert" className={styles.error}>
          {battingCageMessages.detailLoadFailed(errorMessage(detail.error))}
        </p>
      )}
      {detail.isSuccess && !data && <p className={styles.empty}>{battingCageMessages.noDetails}</p>}
      {data && (
        <div className={styles.detail}>
          <dl className={styles.meta}>
            <dt>{battingCageLabels.columnAgent}</dt>
            <dd>{agent}</dd>
            <dt>{battingCageLabels.columnDate}</dt>
            <dd>{formatDateTime(data.created_at, { timeZone }) ?? ""}</dd>
            <dt>{battingCageLabels.columnDuration}</dt>
            <dd>{formatDurationMs(data.duration_ms)}</dd>
            <dt>{battingCageLabels.columnStatus}</dt>
            <dd>{data.status}</dd>
          </dl>
          {/* An active call has no score yet; an ended one shows it, in progress until the job ran. */}
          {data.status !== "active" && <ScoreCard card={data.score_card} />}
          <div className={styles.detailColumns}>
            <section aria-labelledby="detail-transcript">
              <h3 id="detail-transcript">Transcript</h3>
              {data.transcript.length === 0 ? (
                <p className={styles.empty}>{battingCageMessages.transcriptNotAvailable}</p>
              ) : (
                <TranscriptTurns>
                  {data.transcript.map((entry, index) => (
                    <TranscriptTurn key={index} role={entry.role} userName={agent}>
                      {entry.text}
                    </TranscriptTurn>
                  ))}
                </TranscriptTurns>
              )}
            </section>
            <section aria-labelledby="detail-configuration">
              <h3 id="detail-configuration">Configuration used</h3>
              {data.batting_cage_configuration ? (
                <dl className={styles.meta}>
                  {configurationRows.map((field) => (
                    <div key={field} className={styles.metaRow}>
                      <dt>{battingCageFieldLabels[field]}</dt>
                      <dd>{data.batting_cage_configuration?.[field] || "—"}</dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <p className={styles.empty}>{battingCageMessages.configurationNotAvailable}</p>
              )}
            </section>
          </div>
        </div>
      )}
    </section>
  );
}
