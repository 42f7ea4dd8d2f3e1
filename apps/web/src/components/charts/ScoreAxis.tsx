import styles from "./ScoreAxis.module.css";

const ticks = [0, 25, 50, 75, 100];

/**
 * The 0-100 score axis of a chart, inside its svg: a dashed grid line across the plot at every quarter, its value
 * at the left. `y` places a score; the plot runs from `left` to `right`.
 */
export function ScoreAxis({ left, right, y }: { left: number; right: number; y: (score: number) => number }) {
  return ticks.map((tick) => (
    <g key={tick}>
      <line x1={left} x2={right} y1={y(tick)} y2={y(tick)} className={styles.grid} />
      <text x={left - 6} y={y(tick) + 4} textAnchor="end" className={styles.tick}>
        {tick}
      </text>
    </g>
  ));
}
