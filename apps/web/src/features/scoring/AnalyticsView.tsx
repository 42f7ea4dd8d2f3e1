import { scoreCategories, scoringLabels, scoringMessages } from "@dugout/contracts/scoring";
import type { ScoringAggregates } from "@dugout/contracts/scoring-analytics";
import { BarChart } from "./charts/BarChart";
import { formatScore } from "./format";
import { TrendChart } from "./TrendChart";
import { Card, CardGrid } from "./Card";
import { NoData, ScoringView } from "./ScoringView";
import styles from "./AnalyticsView.module.css";

const labels = new Map<string, string>(scoreCategories.map((c) => [c.key, c.label]));

/**
 * Performance by Category, shown once: one table whose Mean column carries its bar (the Dashboard's
 * Score Category Performance chart already draws the same means as a chart).
 */
function CategoryTable({ aggregates }: { aggregates: ScoringAggregates }) {
  return (
    <table className={styles.categoryTable} aria-label="Mean score and scored calls per category">
      <thead>
        <tr>
          <th scope="col">Category</th>
          <th scope="col">Mean</th>
          <th scope="col">Scored calls</th>
        </tr>
      </thead>
      <tbody>
        {aggregates.categories.map((category) => (
          <tr key={category.key}>
            <th scope="row">{labels.get(category.key)}</th>
            <td>
              <span className={styles.meanCell}>
                <span className={styles.meanBar} aria-hidden="true">
                  <span style={{ width: `${Math.max(0, Math.min(100, category.average ?? 0))}%` }} />
                </span>
                {formatScore(category.average)}
              </span>
            </td>
            <td>{category.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "Analytics Overview": trend, distribution, per-category detail and feedback themes. */
export function AnalyticsView({
  aggregates,
  status,
  onShowMonth,
}: {
  aggregates: ScoringAggregates | undefined;
  status: React.ReactNode;
  /** Offered when the trend has too few calls; absent when the timeframe is already this month. */
  onShowMonth?: () => void;
}) {
  const body = () => {
    if (status) return status;
    if (!aggregates || aggregates.count === 0) return <NoData>{scoringMessages.noAnalyticsData}</NoData>;
    const maxBucket = Math.max(1, ...aggregates.distribution.map((bucket) => bucket.count));
    const maxTheme = Math.max(1, ...aggregates.feedback_themes.map((theme) => theme.count));
    return (
      <CardGrid>
        <Card title={scoringLabels.scoreTrend} wide>
          <TrendChart aggregates={aggregates} onShowMonth={onShowMonth} />
        </Card>
        <Card title={scoringLabels.scoreDistribution} wide>
          <BarChart
            title={`${scoringLabels.scoreDistribution}: calls per total-score range`}
            bars={aggregates.distribution.map((bucket) => ({
              label: bucket.label,
              value: bucket.count,
              valueText: `${bucket.count} calls`,
            }))}
            max={maxBucket}
          />
        </Card>
        <Card title={scoringLabels.performanceByCategory} wide>
          <CategoryTable aggregates={aggregates} />
        </Card>
        <Card title={scoringLabels.commonFeedbackThemes} wide>
          <BarChart
            title={`${scoringLabels.commonFeedbackThemes}: calls whose feedback mentions each theme`}
            bars={aggregates.feedback_themes.map((theme) => ({
              label: theme.label,
              value: theme.count,
              valueText: `${theme.count} calls`,
            }))}
            max={maxTheme}
          />
        </Card>
      </CardGrid>
    );
  };
  return (
    <ScoringView id="analytics-title" title={scoringLabels.pageAnalytics}>
      {body()}
    </ScoringView>
  );
}
