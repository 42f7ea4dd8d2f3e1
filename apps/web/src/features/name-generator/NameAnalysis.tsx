import { nameCriteria, nameGeneratorLabels, scoreBand, type ResearchData } from "@dugout/contracts/name-generator";
import styles from "./NameGenerator.module.css";

/** The 'AI Name Analysis' panel: badge, band word and explanation, one bar per criterion (docs/requirements/name-generator.md#results and #score-bands). */
export function NameAnalysis({ research, idealCustomer }: { research: ResearchData; idealCustomer?: string }) {
  const band = scoreBand(research.overall_score);
  const score = Math.round(research.overall_score);
  return (
    <section className={styles.analysis} aria-label={nameGeneratorLabels.analysisTitle}>
      <div className={styles.analysisHeader}>
        <h3 className={styles.analysisTitle}>{nameGeneratorLabels.analysisTitle}</h3>
        <span className={styles.badge} style={{ backgroundColor: band.color }} data-band={band.id}>
          {nameGeneratorLabels.scoreBadge(score)}
        </span>
      </div>
      {/* Every explanation starts with the band's word ("Good overall score – ..."): that word is set in
          the band's colour, rather than printed again before the sentence ("Good Good overall score"). */}
      <p className={styles.band}>
        <strong style={{ color: band.color }}>{band.label}</strong>
        {band.explanation.slice(band.label.length)}
      </p>
      <ul className={styles.bars}>
        {nameCriteria.map((criterion) => {
          const value = Math.round(research.score_breakdown[criterion.key]);
          const explanation = research.explanations?.[criterion.key];
          return (
            <li key={criterion.key} className={styles.barRow}>
              <span className={styles.barLabel}>
                <span aria-hidden="true">{criterion.emoji}</span> {criterion.label}
              </span>
              <span
                className={styles.barTrack}
                role="meter"
                aria-label={criterion.label}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={value}
                title={explanation}
              >
                <span
                  className={styles.barFill}
                  style={{ width: `${value}%`, backgroundColor: scoreBand(value).color }}
                />
              </span>
              <span className={styles.barValue}>{value}</span>
            </li>
          );
        })}
      </ul>
      <p className={styles.tailored}>{nameGeneratorLabels.analysisTailoredFor(idealCustomer)}</p>
    </section>
  );
}
