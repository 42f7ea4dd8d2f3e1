import {
  scoringLabels,
  scoringTimeframeLabels,
  scoringTimeframes,
  type ScoringTimeframe,
} from "@dugout/contracts/scoring";
import styles from "./Scoring.module.css";

interface FilterBarProps {
  reps: string[];
  rep: string;
  onRep: (rep: string) => void;
  timeframe: ScoringTimeframe;
  onTimeframe: (timeframe: ScoringTimeframe) => void;
  custom: { start: string; end: string };
  onCustom: (field: "start" | "end", value: string) => void;
  today: string;
}

/** Rep and timeframe selectors; Custom Range adds the two date inputs with their limits. */
export function FilterBar({ reps, rep, onRep, timeframe, onTimeframe, custom, onCustom, today }: FilterBarProps) {
  return (
    <div className={styles.filterBar} role="group" aria-label="Filters">
      <label>
        <span>Rep</span>
        <select value={rep} onChange={(event) => onRep(event.target.value)}>
          <option value="">{scoringLabels.allReps}</option>
          {reps.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Timeframe</span>
        <select
          value={timeframe}
          onChange={(event) => {
            const picked = scoringTimeframes.find((value) => value === event.target.value);
            if (picked) onTimeframe(picked);
          }}
        >
          {scoringTimeframes.map((value) => (
            <option key={value} value={value}>
              {scoringTimeframeLabels[value]}
            </option>
          ))}
        </select>
      </label>
      {timeframe === "custom" && (
        <>
          <label>
            <span>{scoringLabels.startDate}</span>
            <input
              type="date"
              value={custom.start}
              max={custom.end || today}
              onChange={(event) => onCustom("start", event.target.value)}
            />
          </label>
          <label>
            <span>{scoringLabels.endDate}</span>
            <input
              type="date"
              value={custom.end}
              min={custom.start || undefined}
              max={today}
              onChange={(event) => onCustom("end", event.target.value)}
            />
          </label>
        </>
      )}
    </div>
  );
}
