import { useId } from "react";
import { useElementWidth } from "../../../lib/use-element-width";
import { ScoreAxis } from "../../../components/charts/ScoreAxis";
import styles from "./Charts.module.css";

export interface Point {
  label: string;
  value: number | null;
  count: number;
}

const height = 240;
/** Room for the 0-100 ticks on the left, the period labels below and a value printed above a point at 100. */
const margin = { left: 36, right: 12, top: 26, bottom: 32 };
/** The first and last points stand this far inside the plot, so their values clear the tick labels. */
const inset = 18;
/** Horizontal room a period label ("11-26") and a printed value need, so neighbours never touch. */
const periodLabelRoom = 46;
const valueRoom = 28;

/**
 * Mean score over time on a 0-100 axis: a line with a marker at each point, the value printed above it
 * when the points are far enough apart, gaps where a period has calls but no score. It draws at the width
 * it is given: texts keep their size, and fewer period labels are printed as the chart narrows.
 */
export function LineChart({ title, points }: { title: string; points: Point[] }) {
  const id = useId();
  const [frame, width] = useElementWidth<HTMLDivElement>(640);
  const plotWidth = Math.max(1, width - margin.left - margin.right - 2 * inset);
  const plotHeight = height - margin.top - margin.bottom;
  const spacing = points.length > 1 ? plotWidth / (points.length - 1) : plotWidth;
  const x = (index: number) =>
    margin.left + inset + (points.length === 1 ? plotWidth / 2 : (index / (points.length - 1)) * plotWidth);
  const y = (value: number) => margin.top + plotHeight - (Math.max(0, Math.min(100, value)) / 100) * plotHeight;
  const segments: string[] = [];
  let current = "";
  points.forEach((point, index) => {
    if (point.value === null) {
      if (current) segments.push(current);
      current = "";
      return;
    }
    current += `${current ? "L" : "M"}${x(index).toFixed(1)},${y(point.value).toFixed(1)} `;
  });
  if (current) segments.push(current);
  const every = Math.max(1, Math.ceil(periodLabelRoom / spacing));
  const showValues = spacing >= valueRoom;
  return (
    <div ref={frame}>
      <svg className={styles.chart} viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}-t ${id}-d`}>
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>
          {points
            .map((point) => `${point.label}: ${point.value === null ? "N/A" : point.value} (${point.count} calls)`)
            .join("; ")}
        </desc>
        <ScoreAxis left={margin.left} right={width - margin.right} y={y} />
        {segments.map((path) => (
          <path key={path} d={path} className={styles.line} />
        ))}
        {points.map((point, index) => (
          <g key={point.label}>
            {point.value !== null && (
              <>
                <rect x={x(index) - 4} y={y(point.value) - 4} width={8} height={8} className={styles.marker} />
                {showValues && (
                  <text x={x(index)} y={y(point.value) - 9} textAnchor="middle" className={styles.value}>
                    {Math.round(point.value)}
                  </text>
                )}
              </>
            )}
            {index % every === 0 && (
              <text x={x(index)} y={height - margin.bottom + 20} textAnchor="middle" className={styles.axis}>
                {point.label.slice(5)}
              </text>
            )}
          </g>
        ))}
      </svg>
    </div>
  );
}
