import { useId } from "react";
import styles from "./Charts.module.css";

export interface Bar {
  label: string;
  value: number | null;
  /** The text printed at the bar's end; defaults to the value. */
  valueText?: string;
}

/**
 * Horizontal bars with the label and the value printed beside each bar, so the chart reads
 * without colour; the SVG's title and description carry the same data for screen readers.
 */
export function BarChart({ title, bars, max, unit = "" }: { title: string; bars: Bar[]; max: number; unit?: string }) {
  const id = useId();
  const rowHeight = 28;
  const labelWidth = 210;
  const width = 640;
  const barSpace = width - labelWidth - 70;
  const height = bars.length * rowHeight + 8;
  const text = (bar: Bar) =>
    bar.valueText ?? (bar.value === null ? "N/A" : `${Math.round(bar.value * 10) / 10}${unit}`);
  return (
    <svg className={styles.chart} viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}-t ${id}-d`}>
      <title id={`${id}-t`}>{title}</title>
      <desc id={`${id}-d`}>{bars.map((bar) => `${bar.label}: ${text(bar)}`).join("; ")}</desc>
      {bars.map((bar, index) => {
        const y = index * rowHeight + 4;
        const length = bar.value === null || max <= 0 ? 0 : Math.max(2, (Math.min(bar.value, max) / max) * barSpace);
        return (
          <g key={bar.label} className={styles.barRow}>
            <text x={labelWidth - 8} y={y + 15} textAnchor="end" className={styles.label}>
              {bar.label}
            </text>
            <rect x={labelWidth} y={y + 3} width={barSpace} height={rowHeight - 10} className={styles.track} />
            <rect x={labelWidth} y={y + 3} width={length} height={rowHeight - 10} className={styles.bar} />
            <text x={labelWidth + length + 6} y={y + 15} className={styles.value}>
              {text(bar)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
