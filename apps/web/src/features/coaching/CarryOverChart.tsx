import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import {
  coachingLabels as labels,
  coachingMessages as messages,
  type CarryOverCategory,
  type CarryOverWeek,
} from "@dugout/contracts/coaching";
import type { ScoreCategoryKey } from "@dugout/contracts/scoring";
import { viewerTimeZone } from "../../lib/time";
import { useElementWidth } from "../../lib/use-element-width";
import { carryOverQuery } from "./api";
import { Table } from "../../components/ui/Table";
import { ScoreAxis } from "../../components/charts/ScoreAxis";
import styles from "./Coaching.module.css";

const height = 220;
/** Room for the 0-100 ticks on the left, the week labels below and the start's label above. */
const margin = { left: 34, right: 12, top: 24, bottom: 30 };
/** The first and last weeks stand this far inside the plot, so their labels are not cut at the edges. */
const inset = 18;
/** Horizontal room a week label ("03-02") needs, so neighbours never touch. */
const weekLabelRoom = 44;

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/** The path of one side's weekly means, broken where a week has no calls. */
function linePath(
  weeks: readonly CarryOverWeek[],
  value: (week: CarryOverWeek) => number | null,
  x: (index: number) => number,
  y: (score: number) => number,
): string {
  let path = "";
  let drawing = false;
  weeks.forEach((week, index) => {
    const score = value(week);
    if (score === null) {
      drawing = false;
      return;
    }
    path += `${drawing ? "L" : "M"}${x(index).toFixed(1)},${y(score).toFixed(1)} `;
    drawing = true;
  });
  return path.trim();
}

const shown = (score: number | null) => (score === null ? labels.noScore : String(Math.round(score)));

/** One category: the two weekly lines, the start marked, the sentence, and the same numbers as a table. */
function CategoryChart({ category, since }: { category: CarryOverCategory; since: string }) {
  const id = useId();
  const [frame, width] = useElementWidth<HTMLDivElement>(640);
  const { weeks } = category;
  const plotWidth = Math.max(1, width - margin.left - margin.right - 2 * inset);
  const plotHeight = height - margin.top - margin.bottom;
  const step = weeks.length > 1 ? plotWidth / (weeks.length - 1) : plotWidth;
  const x = (index: number) => margin.left + inset + (weeks.length > 1 ? index * step : plotWidth / 2);
  const y = (score: number) => margin.top + plotHeight - (Math.max(0, Math.min(100, score)) / 100) * plotHeight;
  const first = weeks[0]?.week ?? since;
  // The start sits inside its week: a Wednesday start is three sevenths past that week's Monday.
  const startX = x(daysBetween(first, since) / 7);
  const every = Math.max(1, Math.ceil(weekLabelRoom / step));
  const empty = weeks.every((week) => week.practice_calls === 0 && week.real_calls === 0);
  return (
    <figure className={styles.chartFigure} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{category.label}</h4>
      <p className={styles.legend} aria-hidden="true">
        <span className={styles.legendPractice}>{labels.practiceLine}</span>
        <span className={styles.legendReal}>{labels.realLine}</span>
        <span className={styles.legendStart}>{labels.assignmentStart}</span>
      </p>
      <div ref={frame}>
        <svg
          className={styles.chart}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={`${id}-svg-title ${id}-sentence`}
        >
          <title id={`${id}-svg-title`}>{`${category.label}: ${labels.chartTitle}`}</title>
          <ScoreAxis left={margin.left} right={width - margin.right} y={y} />
          <line x1={startX} x2={startX} y1={margin.top - 4} y2={margin.top + plotHeight} className={styles.start} />
          <text
            x={startX}
            y={margin.top - 10}
            textAnchor={startX > width / 2 ? "end" : "start"}
            className={styles.axis}
          >
            {labels.assignmentStart}
          </text>
          <path d={linePath(weeks, (week) => week.practice, x, y)} className={styles.practiceLine} />
          <path d={linePath(weeks, (week) => week.real, x, y)} className={styles.realLine} />
          {weeks.map((week, index) => (
            <g key={week.week}>
              {week.practice !== null && (
                <circle cx={x(index)} cy={y(week.practice)} r={4} className={styles.practiceMarker} />
              )}
              {week.real !== null && (
                <rect x={x(index) - 4} y={y(week.real) - 4} width={8} height={8} className={styles.realMarker} />
              )}
              {index % every === 0 && (
                <text x={x(index)} y={height - margin.bottom + 18} textAnchor="middle" className={styles.axis}>
                  {week.week.slice(5)}
                </text>
              )}
            </g>
          ))}
        </svg>
      </div>
      {empty && <p className={styles.note}>{messages.carryOverEmpty}</p>}
      <figcaption id={`${id}-sentence`} className={styles.sentence}>
        {category.sentence}
      </figcaption>
      <details className={styles.tableDetails}>
        <summary>{labels.chartTitle}</summary>
        <Table caption={`${category.label}: ${labels.chartTitle}`}>
          <thead>
            <tr>
              <th scope="col">{labels.week}</th>
              <th scope="col">{labels.practiceLine}</th>
              <th scope="col">{labels.realLine}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.week}>
                <th scope="row">{week.week}</th>
                <td>
                  {shown(week.practice)}
                  {week.practice_calls > 0 && ` (${week.practice_calls})`}
                </td>
                <td>
                  {shown(week.real)}
                  {week.real_calls > 0 && ` (${week.real_calls})`}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </details>
    </figure>
  );
}

/**
 * Did it carry over (docs/requirements/coaching.md#carry-over-chart): per aimed-at category, the rep's practice
 * and real-call scores by week with the assignment's start marked, and what they show in one sentence.
 */
export function CarryOverChart({
  userId,
  categories,
  since,
}: {
  userId: string;
  categories: readonly ScoreCategoryKey[];
  since: string;
}) {
  const carryOver = useQuery(carryOverQuery({ user_id: userId, categories, since, tz: viewerTimeZone() }));
  if (carryOver.isPending) return <p role="status">{messages.carryOverLoading}</p>;
  if (carryOver.isError)
    return (
      <p role="alert" className={styles.error}>
        {messages.carryOverFailed} {carryOver.error.message}
      </p>
    );
  return (
    <div className={styles.carryOver}>
      {carryOver.data.categories.map((category) => (
        <CategoryChart key={category.key} category={category} since={carryOver.data.since} />
      ))}
    </div>
  );
}
