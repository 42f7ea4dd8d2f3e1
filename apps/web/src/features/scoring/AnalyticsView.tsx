import { scoreCategories, scoringLabels, scoringMessages } from "@dugout/contracts/scoring";
import type { ScoringAggregates } from "@dugout/contracts/scoring-analytics";
import { BarChart } from "./charts/BarChart";
import { LineChart } from "./charts/LineChart";
import { Card, categoryBars, trendPoints } from "./DashboardView";
import styles from "./Scoring.module.css";

const labels = new Map<string, string>(scoreCategories.map((c) => [c.key, c.label]));

/** "Analytics Overview": trend, distribution, per-category detail and feedback themes. */
export function AnalyticsView({
  aggregates,
  status,
}: {
  aggregates: ScoringAggregates | undefined;
  status: React.ReactNode;
}) {
  const body = () => {
    if (status) return status;
    if (!aggregates || aggregates.count === 0) return <p className={styles.empty}>{scoringMessages.noAnalyticsData}</p>;
    const maxBucket = Math.max(1, ...aggregates.distribution.map((bucket) => bucket.count));
    const maxTheme = Math.max(1, ...aggregates.feedback_themes.map((theme) => theme.count));
    return (
      <div className={styles.cards}>
        <Card title={scoringLabels.scoreTrend} wide>
          <LineChart title={scoringLabels.scoreTrend} points={trendPoints(aggregates)} />
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
          <BarChart
            title={`${scoringLabels.performanceByCategory}: mean score`}
            bars={categoryBars(aggregates)}
            max={100}
          />
          <table className={styles.smallTable}>
            <caption className="visually-hidden">{scoringLabels.performanceByCategory}</caption>
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
                  <td>{category.average ?? scoringMessages.notAvailable}</td>
                  <td>{category.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
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
      </div>
    );
  };
  return (
    <section aria-labelledby="analytics-title" className={styles.view}>
      <h2 id="analytics-title">{scoringLabels.pageAnalytics}</h2>
      {body()}
    </section>
  );
}
