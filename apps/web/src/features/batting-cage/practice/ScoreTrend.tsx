import { useId } from "react";
import { practiceScoreLabels, type PracticeHistoryEntry } from "@dugout/contracts/batting-cage-scores";
import { formatScore } from "../score-card/format-score";
import styles from "./History.module.css";

/** How many of the latest scored calls the line shows. */
export const trendCalls = 20;
const width = 240;
const height = 60;
const pad = 4;

/** The totals of the latest scored calls, oldest first. */
export function trendTotals(history: readonly PracticeHistoryEntry[]): number[] {
  return history
    .filter((entry) => entry.score_status === "scored" && entry.total !== null)
    .slice(0, trendCalls)
    .map((entry) => entry.total ?? 0)
    .reverse();
}

/**
 * A small line of the rep's totals over time (0 to 100 from bottom to top). Its text alternative is the
 * sentence beside it, which also says so when there are too few scored calls for a trend.
 */
export function ScoreTrend({ history }: { history: readonly PracticeHistoryEntry[] }) {
  const id = useId();
  const totals = trendTotals(history);
  const first = totals[0];
  const last = totals.at(-1);
  const summary =
    totals.length >= 2 && first !== undefined && last !== undefined
      ? practiceScoreLabels.trendSummary(totals.length, formatScore(first), formatScore(last))
      : practiceScoreLabels.trendTooFew;
  const x = (index: number) => pad + (index * (width - 2 * pad)) / Math.max(1, totals.length - 1);
  const y = (score: number) => pad + ((100 - Math.min(100, Math.max(0, score))) * (height - 2 * pad)) / 100;
  const points = totals.map((total, index) => `${x(index).toFixed(1)},${y(total).toFixed(1)}`).join(" ");

  return (
    <figure className={styles.trend} aria-labelledby={`${id}-title`}>
      <figcaption>
        <span id={`${id}-title`} className={styles.trendTitle}>
          {practiceScoreLabels.trendTitle}
        </span>{" "}
        <span id={`${id}-summary`}>{summary}</span>
      </figcaption>
      {totals.length >= 2 && (
        <svg
          role="img"
          aria-labelledby={`${id}-title ${id}-summary`}
          viewBox={`0 0 ${width} ${height}`}
          className={styles.sparkline}
        >
          <line x1={pad} x2={width - pad} y1={y(50)} y2={y(50)} className={styles.midline} />
          <polyline points={points} className={styles.line} />
          {totals.map((total, index) => (
            <circle key={index} cx={x(index)} cy={y(total)} r={2.5} className={styles.dot} />
          ))}
        </svg>
      )}
    </figure>
  );
}
