import { useId } from "react";
import { nameGeneratorLabels, type BusinessNameCandidate } from "@dugout/contracts/name-generator";
import { NameAnalysis } from "./NameAnalysis";
import styles from "./NameGenerator.module.css";

interface NameCardProps {
  candidate: BusinessNameCandidate;
  featured?: boolean;
  onUnlock?: () => void;
  onPick?: () => void;
}

/** One candidate: name, the 'Why this works' tip, its scoring state and analysis. */
export function NameCard({ candidate, featured = false, onUnlock, onPick }: NameCardProps) {
  const tipId = useId();
  const research = candidate.research_data;
  const why = research?.rationale || research?.why_this_works;
  return (
    <article className={featured ? `${styles.card} ${styles.featured}` : styles.card} aria-label={candidate.name}>
      <h2 className={styles.cardName}>{candidate.name}</h2>
      {why ? (
        <div className={styles.tipWrap}>
          <button type="button" className={styles.tipTrigger} aria-describedby={tipId}>
            {nameGeneratorLabels.whyThisWorks}
          </button>
          <span role="tooltip" id={tipId} className={styles.tip}>
            {why}
          </span>
        </div>
      ) : null}
      {candidate.status === "pending" ? (
        <p className={styles.pending} role="status">
          {nameGeneratorLabels.scoringInProgress}
        </p>
      ) : null}
      {candidate.status === "complete" && research ? <NameAnalysis research={research} /> : null}
      {onUnlock ? (
        <button type="button" className={styles.secondary} onClick={onUnlock}>
          {nameGeneratorLabels.unlockAll}
        </button>
      ) : null}
      {onPick && candidate.status === "complete" ? (
        <button type="button" className={styles.primary} onClick={onPick}>
          {nameGeneratorLabels.pickThisName}
        </button>
      ) : null}
    </article>
  );
}
