import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import {
  nameGeneratorConstants,
  nameGeneratorLabels,
  type BusinessNameCandidate,
} from "@dugout/contracts/name-generator";
import { namesQuery } from "./api";
import { NameCard } from "./NameCard";
import styles from "./NameGenerator.module.css";
import { anyPending, averageScore, sortByScore } from "./scores";

interface ResultsProps {
  submissionId: string;
  description: string;
  initialNames: BusinessNameCandidate[];
  unlocked: boolean;
  onBack: () => void;
  onOpenLead: () => void;
  onPick: (candidate: BusinessNameCandidate) => void;
}

/** View (b): polls every 4 s while a name is pending; locked shows the top result only (docs/requirements/name-generator.md#results and #states). */
export function Results({
  submissionId,
  description,
  initialNames,
  unlocked,
  onBack,
  onOpenLead,
  onPick,
}: ResultsProps) {
  const [sorted, setSorted] = useState(false);
  const { data: names = initialNames } = useQuery({
    ...namesQuery(submissionId),
    initialData: initialNames,
    staleTime: nameGeneratorConstants.pollIntervalMs,
    retry: false,
    refetchInterval: (query) => (anyPending(query.state.data ?? []) ? nameGeneratorConstants.pollIntervalMs : false),
  });
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
