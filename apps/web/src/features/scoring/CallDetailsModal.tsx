import { useEffect, useRef } from "react";
import { formatDurationMs } from "@dugout/contracts/common";
import {
  callInformationLabels,
  scoreCategories,
  scoringLabels,
  scoringMessages,
  type CallRecord,
} from "@dugout/contracts/scoring";
import { formatCallDate, formatScore } from "./format";
import { InfoTooltip } from "./InfoTooltip";
import styles from "./Scoring.module.css";

const focusable = 'a[href], button:not([disabled]), textarea, input, select, [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap around inside the dialog, and focus that strayed outside comes back. */
function trapTab(event: KeyboardEvent, dialog: HTMLElement) {
  if (event.key !== "Tab") return;
  const items = Array.from(dialog.querySelectorAll<HTMLElement>(focusable));
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (!dialog.contains(active)) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The Call Details dialog: closes with ×, a click on the overlay or Escape; Tab stays inside;
 * focus returns to what had it (the row) when it closes.
 */
export function CallDetailsModal({
  call,
  onClose,
  returnFocus,
}: {
  call: CallRecord;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  const returnTo = useRef(returnFocus);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = returnTo.current;
    closeButton.current?.focus();
    return () => (target?.() ?? previous)?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        onClose();
        return;
      }
      if (dialog.current) trapTab(event, dialog.current);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  });

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
    <div
      className={styles.overlay}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      role="presentation"
    >
      <div ref={dialog} className={styles.modal} role="dialog" aria-modal="true" aria-labelledby="call-details-title">
        <div className={styles.modalHeader}>
          <h2 id="call-details-title">{scoringLabels.callDetails}</h2>
          <button ref={closeButton} type="button" className={styles.closeButton} onClick={onClose} aria-label="Close">
            {scoringLabels.close}
          </button>
        </div>
        <section aria-labelledby="score-breakdown">
          <h3 id="score-breakdown">{scoringLabels.scoreBreakdown}</h3>
          <dl className={styles.breakdown}>
            {scoreCategories.map((category) => (
              <div key={category.key}>
                <dt>
                  <InfoTooltip label={category.label} description={category.description} />
                </dt>
                <dd>{formatScore(call[category.key])}</dd>
              </div>
            ))}
          </dl>
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
      </div>
    </div>
  );
}
