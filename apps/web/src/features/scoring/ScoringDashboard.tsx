import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import {
  defaultScoringTimeframe,
  scoringConstants,
  scoringLabels,
  scoringMessages,
  type ScoringSortColumn,
  type ScoringTimeframe,
} from "@dugout/contracts/scoring";
import { Logo } from "../../components/Logo";
import { PageTitle } from "../../components/PageTitle";
import { AnalyticsView } from "./AnalyticsView";
import { exportUrl, fetchAggregates, fetchScores, type ScoresFilter } from "./api";
import { CallsView } from "./CallsView";
import { DashboardView } from "./DashboardView";
import { FilterBar } from "./FilterBar";
import { defaultSort, nextSort } from "./sorting";
import { isoDay, viewerTimeZone } from "../../lib/time";
import { acceptCustomChange, defaultCustomRange, timeframeRange } from "./timeframes";
import { useDebouncedValue } from "./use-debounced-value";
import styles from "./Scoring.module.css";

type View = "dashboard" | "calls" | "analytics";
const views: { id: View; label: string }[] = [
  { id: "dashboard", label: scoringLabels.sidebarDashboard },
  { id: "calls", label: scoringLabels.sidebarCalls },
  { id: "analytics", label: scoringLabels.sidebarAnalytics },
];

function Status({ error, loading }: { error: Error | null; loading: boolean }) {
  if (error)
    return (
      <p role="alert" className={styles.error}>
        {scoringMessages.loadError(error.message)}
      </p>
    );
  if (loading)
    return (
      <p role="status" className={styles.loading}>
        <span className={styles.spinner} aria-hidden="true" />
        {scoringMessages.loading}
      </p>
    );
  return null;
}

/** The admin's scoring dashboard (spec 02): sidebar, filter bar and Dashboard / Calls / Analytics. */
export function ScoringDashboard() {
  const [view, setView] = useState<View>("dashboard");
  const [rep, setRep] = useState("");
  const [timeframe, setTimeframe] = useState<ScoringTimeframe>(defaultScoringTimeframe);
  const [custom, setCustom] = useState(() => {
    const range = defaultCustomRange(new Date());
    return { start: range.from, end: range.to };
  });
  const [search, setSearch] = useState("");
  const settled = useDebouncedValue(search.trim(), scoringConstants.searchDebounceMs);
  const [sort, setSort] = useState(defaultSort);
  const today = isoDay(new Date());
  const range = timeframeRange(timeframe, new Date(), custom);
  const filter: ScoresFilter = useMemo(
    () => ({
      rep: rep || undefined,
      from: range.from,
      to: range.to,
      tz: viewerTimeZone(),
      q: settled.length >= scoringConstants.searchMinLength ? settled : undefined,
    }),
    [rep, range.from, range.to, settled],
  );
  // A new filter or sort starts again at page 1.
  const pagingKey = JSON.stringify([filter, sort]);
  const [paging, setPaging] = useState({ key: pagingKey, page: 1 });
  const page = paging.key === pagingKey ? paging.page : 1;

  const scores = useQuery({
    queryKey: ["scoring", "scores", filter, sort, page],
    queryFn: ({ signal }) =>
      fetchScores(
        { ...filter, page, per_page: scoringConstants.pageSize, sort: sort.column, dir: sort.direction },
        signal,
      ),
  });
  const aggregates = useQuery({
    queryKey: ["scoring", "aggregates", filter],
    queryFn: ({ signal }) => fetchAggregates(filter, signal),
    enabled: view !== "calls",
  });
  // The selector keeps the reps it has seen, so it does not empty while a page loads.
  const [knownReps, setKnownReps] = useState<string[]>([]);
  const reps = scores.data?.reps;
  if (reps && reps.join("\n") !== knownReps.join("\n")) setKnownReps(reps);
  const repOptions = rep && !knownReps.includes(rep) ? [...knownReps, rep] : knownReps;

  const callsStatus = <Status error={scores.error} loading={scores.isPending} />;
  const chartsStatus = <Status error={aggregates.error} loading={aggregates.isPending} />;
  const hasStatus = (query: { error: Error | null; isPending: boolean }) => query.error !== null || query.isPending;

  return (
    <div className={styles.layout}>
      <PageTitle>Scoring Champ</PageTitle>
      <nav className={styles.sidebar} aria-label="Scoring pages">
        <button
          type="button"
          className={styles.sidebarLogo}
          onClick={() => setView("dashboard")}
          aria-label="Back to the Dashboard"
        >
          <Logo />
        </button>
        <ul>
          {views.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                aria-current={view === item.id ? "page" : undefined}
                onClick={() => setView(item.id)}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <FilterBar
          reps={repOptions}
          rep={rep}
          onRep={setRep}
          timeframe={timeframe}
          onTimeframe={setTimeframe}
          custom={custom}
          onCustom={(field, value) => setCustom((current) => acceptCustomChange(current, field, value, today))}
          today={today}
        />
        {view === "dashboard" && (
          <DashboardView aggregates={aggregates.data} status={hasStatus(aggregates) ? chartsStatus : null} />
        )}
        {view === "calls" && (
          <CallsView
            search={search}
            onSearch={setSearch}
            result={scores.data}
            page={page}
            onPage={(target) => setPaging({ key: pagingKey, page: target })}
            sort={sort}
            onSort={(column: ScoringSortColumn) => setSort((current) => nextSort(current, column))}
            exportHref={exportUrl({ ...filter, sort: sort.column, dir: sort.direction })}
            status={hasStatus(scores) ? callsStatus : null}
          />
        )}
        {view === "analytics" && (
          <AnalyticsView aggregates={aggregates.data} status={hasStatus(aggregates) ? chartsStatus : null} />
        )}
      </div>
    </div>
  );
}
