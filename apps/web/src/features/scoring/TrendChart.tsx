import { scoringLabels, scoringMessages } from "@dugout/contracts/scoring";
import type { ScoringAggregates } from "@dugout/contracts/scoring-analytics";
import { LineChart } from "./charts/LineChart";
import { Button } from "../../components/ui/Button";
import styles from "./TrendChart.module.css";

/** A trend needs at least this many periods with a score: one dot shows no direction. */
const trendMinPoints = 2;

/**
 * The Score Trend chart, or, when the timeframe holds too few scored periods to show one, a sentence
 * saying so with a button that widens the timeframe to this month (when it is narrower).
 */
export function TrendChart({
  aggregates,
  onShowMonth,
}: {
  aggregates: ScoringAggregates;
  /** Absent when the timeframe is already this month. */
  onShowMonth?: () => void;
}) {
  const points = aggregates.trend.points.map((point) => ({
    label: point.period,
    value: point.average,
    count: point.count,
  }));
  if (points.filter((point) => point.value !== null).length < trendMinPoints)
    return (
      <div className={styles.trendNote}>
        <p>{scoringMessages.trendTooFew}</p>
        {onShowMonth && (
          <Button variant="secondary" onClick={onShowMonth}>
            {scoringLabels.showThisMonth}
          </Button>
        )}
      </div>
    );
  const mean = aggregates.trend.granularity === "day" ? "daily" : "weekly";
  return <LineChart title={`${scoringLabels.scoreTrend} (${mean} mean)`} points={points} />;
}
