import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { formatDurationMs } from "@dugout/contracts/time";
import {
  callInformationLabels,
  scoreCategories,
  scoringLabels,
  scoringMessages,
  type CallRecord,
} from "@dugout/contracts/scoring";
import { evidenceLabels } from "@dugout/contracts/scoring-evidence";
import { Dialog } from "../../components/Dialog";
import { callRecordQuery } from "./api";
import { CallEvidence } from "./CallEvidence";
import { categoryTooltipLabel, formatCallDate, formatScore } from "./format";
import { Tooltip } from "../../components/ui/Tooltip";
import { Button } from "../../components/ui/Button";
import styles from "./CallDetailsModal.module.css";

/**
 * The Call Details dialog: closes with ×, a click on the overlay or Escape; focus returns to the row
 * (or what had it) when it closes. It shows the call from the page when it is there, else loads it
 * (a reload or a shared link with `call=` in the address).
 */
export function CallDetailsModal({
  gongCallId,
  known,
  onClose,
  returnFocus,
}: {
  gongCallId: string;
  known: CallRecord | undefined;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const loaded = useQuery({ ...callRecordQuery(gongCallId), enabled: known === undefined });
  const call = known ?? loaded.data?.data;

  return (
    <Dialog
      labelledBy="call-details-title"
      onClose={onClose}
      closeOnBackdropClick
      initialFocus={closeButton}
      returnFocus={returnFocus}
      className={styles.modal}
    >
      <div className={styles.modalHeader}>
        <h2 id="call-details-title">{scoringLabels.callDetails}</h2>
        <Button ref={closeButton} variant="secondary" className={styles.close} onClick={onClose} aria-label="Close">
          {scoringLabels.close}
        </Button>
      </div>
      {call ? (
        <CallDetails call={call} />
      ) : loaded.isError ? (
        <p role="alert" className={styles.error}>
          {scoringMessages.loadError(loaded.error.message)}
        </p>
      ) : (
        <p role="status">{scoringMessages.loading}</p>
      )}
    </Dialog>
  );
}

function CallDetails({ call }: { call: CallRecord }) {
  const information: [string, string][] = [
    [callInformationLabels.rep, call.rep ?? scoringMessages.notAvailable],
    [callInformationLabels.user_email, call.user_email ?? scoringMessages.notAvailable],
    [callInformationLabels.company_name, call.company_name ?? scoringMessages.notAvailable],
    [callInformationLabels.date, formatCallDate(call.date)],
    [callInformationLabels.duration_ms, formatDurationMs(call.duration_ms)],
    [callInformationLabels.score, formatScore(call.score)],
    [callInformationLabels.gong_call_id, call.gong_call_id],
  ];

  return (
    <>
      <section aria-labelledby="score-breakdown">
        <h3 id="score-breakdown">{scoringLabels.scoreBreakdown}</h3>
        <dl className={styles.breakdown}>
          {scoreCategories.map((category) => (
            <div key={category.key}>
              <dt>
                <Tooltip
                  label={category.label}
                  description={category.description}
                  triggerLabel={categoryTooltipLabel}
                />
              </dt>
              <dd>{formatScore(call[category.key])}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="call-evidence">
        <h3 id="call-evidence">{evidenceLabels.evidence}</h3>
        <CallEvidence gongCallId={call.gong_call_id} />
      </section>
      <section aria-labelledby="call-information">
        <h3 id="call-information">{scoringLabels.callInformation}</h3>
        <dl className={styles.information}>
          {information.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div>
            <dt>{callInformationLabels.gong_url}</dt>
            <dd>
              {call.gong_url ? (
                <a href={call.gong_url} target="_blank" rel="noopener noreferrer">
                  {scoringLabels.viewInGong}
                </a>
              ) : (
                scoringMessages.notAvailable
              )}
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="call-feedback">
        <h3 id="call-feedback">{scoringLabels.feedback}</h3>
        <p className={styles.prose}>{call.feedback?.trim() ? call.feedback : scoringMessages.noFeedback}</p>
      </section>
      <section aria-labelledby="call-transcript">
        <h3 id="call-transcript">{scoringLabels.transcript}</h3>
        {call.transcript?.trim() ? (
          <pre className={styles.transcript}>{call.transcript}</pre>
        ) : (
          <p>{scoringMessages.noTranscript}</p>
        )}
      </section>
    </>
  );
}
