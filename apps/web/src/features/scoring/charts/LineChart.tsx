import { useId } from "react";
import styles from "./Charts.module.css";

export interface Point {
  label: string;
  value: number | null;
  count: number;
}

/**
 * Mean score over time on a 0-100 axis: a line with a marker and a printed value at each point,
 * gaps where a period has calls but no score.
 */
export function LineChart({ title, points }: { title: string; points: Point[] }) {
  const id = useId();
  const width = 640;
  const height = 240;
  const left = 40;
  const right = 16;
  const top = 16;
  const bottom = 40;
  const plotWidth = width - left - right;
  const plotHeight = height - top - bottom;
  const x = (index: number) => left + (points.length === 1 ? plotWidth / 2 : (index / (points.length - 1)) * plotWidth);
  const y = (value: number) => top + plotHeight - (Math.max(0, Math.min(100, value)) / 100) * plotHeight;
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
  const every = Math.max(1, Math.ceil(points.length / 8));
  const showValues = points.length <= 16;
  return (
    <svg className={styles.chart} viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}-t ${id}-d`}>
      <title id={`${id}-t`}>{title}</title>
      <desc id={`${id}-d`}>
        {points
          .map((point) => `${point.label}: ${point.value === null ? "N/A" : point.value} (${point.count} calls)`)
          .join("; ")}
      </desc>
      {[0, 25, 50, 75, 100].map((tick) => (
        <g key={tick}>
          <line x1={left} x2={width - right} y1={y(tick)} y2={y(tick)} className={styles.grid} />
          <text x={left - 6} y={y(tick) + 4} textAnchor="end" className={styles.axis}>
            {tick}
          </text>
        </g>
      ))}
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
            <text x={x(index)} y={height - bottom + 18} textAnchor="middle" className={styles.axis}>
              {point.label.slice(5)}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}
