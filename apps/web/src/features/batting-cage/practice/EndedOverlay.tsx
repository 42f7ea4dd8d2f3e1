import { useRef } from "react";
import { battingCageLabels } from "@dugout/contracts/batting-cage";
import type { PracticeScoreCard } from "@dugout/contracts/batting-cage-scores";
import { practiceScoreLabels } from "@dugout/contracts/batting-cage-scores";
import { Dialog } from "../../../components/Dialog";
import { ScoreCard } from "../score-card/ScoreCard";
import styles from "./Practice.module.css";
import { Button } from "../../../components/ui/Button";

export interface EndedOverlayProps {
  alert: string | null;
  /** False when the call could not be tracked: there is no score to wait for. */
  scored: boolean;
  card: PracticeScoreCard | null | undefined;
  onStartNew: () => void;
  onClose: () => void;
}

/**
 * The end of a call: the spec's sentence and 'Start New Session' (focused), then the call's score card as
 * soon as it is ready. Escape or Close closes it and leaves the transcript on the page.
 */
export function EndedOverlay({ alert, scored, card, onStartNew, onClose }: EndedOverlayProps) {
  const newSessionButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      labelledBy="practice-ended-text"
      initialFocus={newSessionButton}
      onClose={onClose}
      className={styles.overlayBox}
    >
      {alert && (
        <p role="alert" className={styles.alert}>
          {alert}
        </p>
      )}
      <p id="practice-ended-text">{battingCageLabels.endedOverlay}</p>
      <div className={styles.overlayActions}>
        <Button ref={newSessionButton} variant="primary" onClick={onStartNew}>
          {battingCageLabels.startNewSession}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {practiceScoreLabels.close}
        </Button>
      </div>
      {scored && <ScoreCard card={card} headingLevel={2} />}
    </Dialog>
  );
}
