import { Link } from "react-router";
import { scoreCategories, scoringLabels, scoringMessages, type ScoreCategoryKey } from "@dugout/contracts/scoring";
import type { ScoringAggregates } from "@dugout/contracts/scoring-analytics";
import { BarChart } from "./charts/BarChart";
import { Tooltip } from "../../components/ui/Tooltip";
import { categoryTooltipLabel } from "./format";
import { TrendChart } from "./TrendChart";
import { Card, CardGrid } from "./Card";
import { NoData, ScoringView } from "./ScoringView";
import styles from "./DashboardView.module.css";

const categoryLabel = new Map<string, { label: string; description: string }>(scoreCategories.map((c) => [c.key, c]));

function categoryBars(aggregates: ScoringAggregates) {
  return aggregates.categories.map((category) => ({
    label: categoryLabel.get(category.key)?.label ?? category.key,
    value: category.average,
  }));
}

/** Where the dashboard's figures lead: the month when a trend has too few calls, a weak category's calls. */
export interface DashboardLinks {
  /** Absent when the timeframe is already this month. */
  onShowMonth?: () => void;
  /** The Calls view with the same filters, the calls lowest in `category` first. */
  callsLowestIn: (category: ScoreCategoryKey) => string;
}

/** "Dashboard": the average score card and the charts, for the current filters. */
export function DashboardView({
  aggregates,
  status,
  links,
}: {
  aggregates: ScoringAggregates | undefined;
  status: React.ReactNode;
  links: DashboardLinks;
}) {
  const body = () => {
    if (status) return status;
    if (!aggregates || aggregates.count === 0) return <NoData>{scoringMessages.noDashboardData}</NoData>;
    return (
      <CardGrid>
        <Card title={scoringLabels.averageCallScore}>
          <p className={styles.bigNumber}>
            {aggregates.average_score === null ? scoringMessages.notAvailable : Math.round(aggregates.average_score)}
          </p>
          <p>{scoringMessages.callsAnalyzed(aggregates.count)}</p>
        </Card>
        <Card title={scoringLabels.scoreTrend} wide>
          <TrendChart aggregates={aggregates} onShowMonth={links.onShowMonth} />
        </Card>
        <Card title={scoringLabels.scoreCategoryPerformance} wide>
          <BarChart
            title={`${scoringLabels.scoreCategoryPerformance}: mean per category`}
            bars={categoryBars(aggregates)}
            max={100}
          />
        </Card>
        <Card title={scoringLabels.coachingFocusAreas} wide>
          {aggregates.focus_areas.length === 0 ? (
            <p>{scoringMessages.noFocusAreas}</p>
          ) : (
            <ol className={styles.focusList}>
              {aggregates.focus_areas.map((area) => {
                const info = categoryLabel.get(area.key);
                const label = info?.label ?? area.key;
                return (
                  <li key={area.key}>
                    <p>
                      <strong>
                        <Tooltip
                          label={label}
                          description={info?.description ?? ""}
                          triggerLabel={categoryTooltipLabel}
                        />
                      </strong>{" "}
                      <span>mean {Math.round(area.average)}</span>
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
                    <p>
                      <Link to={links.callsLowestIn(area.key)}>{scoringMessages.focusCallsLink(label)}</Link>
                    </p>
                  </li>
                );
              })}
            </ol>
          )}
        </Card>
      </CardGrid>
    );
  };
  return (
    <ScoringView id="dashboard-title" title={scoringLabels.pageDashboard}>
      {body()}
    </ScoringView>
  );
}
