import { useState } from "react";
import { nameGeneratorLabels, type BusinessNameCandidate } from "@dugout/contracts/name-generator";
import { NameCard } from "./NameCard";
import styles from "./NameGenerator.module.css";
import { averageScore, sortByScore } from "./scores";

interface ResultsProps {
  description: string;
  names: BusinessNameCandidate[];
  unlocked: boolean;
  onBack: () => void;
  onOpenLead: () => void;
  onPick: (candidate: BusinessNameCandidate) => void;
}

/** View (b): locked shows the top result only (docs/requirements/name-generator.md#results and #states). */
export function Results({ description, names, unlocked, onBack, onOpenLead, onPick }: ResultsProps) {
  const [sorted, setSorted] = useState(false);
  const [top, ...rest] = names;
  const shown = sorted ? sortByScore(names) : names;

  return (
    <div className={styles.results}>
      <button type="button" className={styles.back} onClick={onBack}>
        {nameGeneratorLabels.back}
      </button>
      <h1 className={styles.heading}>{nameGeneratorLabels.resultsHeading(description)}</h1>
      {unlocked ? (
        <>
          <div className={styles.toolbar}>
            <p className={styles.average}>{nameGeneratorLabels.averageQualityScore(averageScore(names))}</p>
            <button type="button" className={styles.secondary} aria-pressed={sorted} onClick={() => setSorted(true)}>
              {nameGeneratorLabels.sortByScore}
            </button>
          </div>
          <div className={styles.grid}>
            {shown.map((candidate) => (
              <NameCard key={candidate.uuid} candidate={candidate} onPick={() => onPick(candidate)} />
            ))}
          </div>
        </>
      ) : (
        <>
          <h2 className={styles.topHeading}>{nameGeneratorLabels.topResult}</h2>
          {top ? <NameCard candidate={top} featured onUnlock={onOpenLead} /> : null}
          <div className={`${styles.grid} ${styles.blurred}`} aria-hidden="true" inert data-testid="locked-names">
            {rest.map((candidate) => (
              <NameCard key={candidate.uuid} candidate={candidate} />
            ))}
          </div>
          <button type="button" className={`${styles.primary} ${styles.unlockBottom}`} onClick={onOpenLead}>
            {nameGeneratorLabels.unlockAllAndAnalysis}
          </button>
        </>
      )}
    </div>
  );
}
