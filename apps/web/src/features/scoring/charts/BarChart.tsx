import { useId } from "react";
import { useElementWidth } from "../../../lib/use-element-width";
import styles from "./Charts.module.css";

export interface Bar {
  label: string;
  value: number | null;
  /** The text printed at the bar's end; defaults to the value. */
  valueText?: string;
}

/** Below this width the labels go above their bars, so neither the labels nor the bars get squeezed. */
const sideBySideMinWidth = 520;
const labelWidth = 210;
/** Room kept after the longest bar for its value ("100 calls"). */
const valueRoom = 70;

/**
 * Horizontal bars with the label and the value printed beside each bar, so the chart reads
 * without colour; the SVG's title and description carry the same data for screen readers.
 * It draws at the width it is given (texts keep their size): labels beside the bars when there is
 * room, above them on narrow screens.
 */
export function BarChart({ title, bars, max, unit = "" }: { title: string; bars: Bar[]; max: number; unit?: string }) {
  const id = useId();
  const [frame, width] = useElementWidth<HTMLDivElement>(640);
  const sideBySide = width >= sideBySideMinWidth;
  const rowHeight = sideBySide ? 28 : 44;
  const barX = sideBySide ? labelWidth : 0;
  const barTop = sideBySide ? 3 : 20;
  const barHeight = 18;
  const barSpace = Math.max(40, width - barX - valueRoom);
  const height = bars.length * rowHeight + 8;
  const text = (bar: Bar) =>
    bar.valueText ?? (bar.value === null ? "N/A" : `${Math.round(bar.value * 10) / 10}${unit}`);
  return (
    <div ref={frame}>
      <svg className={styles.chart} viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}-t ${id}-d`}>
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{bars.map((bar) => `${bar.label}: ${text(bar)}`).join("; ")}</desc>
        {bars.map((bar, index) => {
          const y = index * rowHeight + 4;
          const length = bar.value === null || max <= 0 ? 0 : Math.max(2, (Math.min(bar.value, max) / max) * barSpace);
          return (
            <g key={bar.label} className={styles.barRow}>
              <text
                // 2, not 0: a glyph such as T reaches a little left of where its text starts.
                x={sideBySide ? labelWidth - 8 : 2}
                y={sideBySide ? y + 15 : y + 12}
                textAnchor={sideBySide ? "end" : "start"}
                className={styles.label}
              >
                {bar.label}
              </text>
              <rect x={barX} y={y + barTop} width={barSpace} height={barHeight} className={styles.track} />
              <rect x={barX} y={y + barTop} width={length} height={barHeight} className={styles.bar} />
              <text x={barX + length + 6} y={y + barTop + 13} className={styles.value}>
                {text(bar)}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
