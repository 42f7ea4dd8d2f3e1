import { scoreCategories, scoringLabels, scoringMessages } from "@dugout/contracts/scoring";
import type { ScoringAggregates } from "@dugout/contracts/scoring-analytics";
import { BarChart } from "./charts/BarChart";
import { LineChart } from "./charts/LineChart";
import { InfoTooltip } from "./InfoTooltip";
import styles from "./Scoring.module.css";

const categoryLabel = new Map<string, { label: string; description: string }>(scoreCategories.map((c) => [c.key, c]));

export function trendPoints(aggregates: ScoringAggregates) {
  return aggregates.trend.points.map((point) => ({ label: point.period, value: point.average, count: point.count }));
}

export function categoryBars(aggregates: ScoringAggregates) {
  return aggregates.categories.map((category) => ({
    label: categoryLabel.get(category.key)?.label ?? category.key,
    value: category.average,
  }));
}

export function Card({
  title,
  children,
  wide = false,
}: {
  title: React.ReactNode;
  children: React.ReactNode;
  wide?: boolean;
}) {
  return (
    <section className={`${styles.card} ${wide ? styles.wide : ""}`}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/** "Dashboard": the average score card and the charts, for the current filters. */
export function DashboardView({
  aggregates,
  status,
}: {
  aggregates: ScoringAggregates | undefined;
  status: React.ReactNode;
}) {
  const body = () => {
    if (status) return status;
    if (!aggregates || aggregates.count === 0) return <p className={styles.empty}>{scoringMessages.noDashboardData}</p>;
    return (
      <div className={styles.cards}>
        <Card title={scoringLabels.averageCallScore}>
          <p className={styles.bigNumber}>
            {aggregates.average_score === null ? scoringMessages.notAvailable : Math.round(aggregates.average_score)}
          </p>
          <p>{scoringMessages.callsAnalyzed(aggregates.count)}</p>
        </Card>
        <Card title={scoringLabels.scoreTrend} wide>
          <LineChart
            title={`${scoringLabels.scoreTrend} (${aggregates.trend.granularity === "day" ? "daily" : "weekly"} mean)`}
            points={trendPoints(aggregates)}
          />
        </Card>
        <Card title={scoringLabels.scoreCategoryPerformance} wide>
          <BarChart
            title={`${scoringLabels.scoreCategoryPerformance}: mean per category`}
            bars={categoryBars(aggregates)}
            max={100}
          />
        </Card>
        <Card title={scoringLabels.coachingFocusAreas} wide>
          <ol className={styles.focusList}>
            {aggregates.focus_areas.map((area) => {
              const info = categoryLabel.get(area.key);
              return (
                <li key={area.key}>
                  <p>
                    <strong>
                      <InfoTooltip label={info?.label ?? area.key} description={info?.description ?? ""} />
                    </strong>{" "}
                    mean {Math.round(area.average)}
                  </p>
                  {area.examples.length > 0 && (
                    <ul>
                      {area.examples.map((example, index) => (
                        <li key={index} className={styles.prose}>
                          {example}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ol>
        </Card>
      </div>
    );
  };
  return (
    <section aria-labelledby="dashboard-title" className={styles.view}>
      <h2 id="dashboard-title">{scoringLabels.pageDashboard}</h2>
      {body()}
    </section>
  );
}
