import {
  scoringLabels,
  scoringTimeframeLabels,
  scoringTimeframes,
  type ScoringTimeframe,
} from "@dugout/contracts/scoring";
import { Field } from "../../components/ui/Field";
import { Panel } from "../../components/ui/Panel";
import styles from "./FilterBar.module.css";

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
    <Panel as="div" className={styles.filterBar} role="group" aria-label="Filters">
      <Field label="Rep">
        {(control) => (
          <select {...control} value={rep} onChange={(event) => onRep(event.target.value)}>
            <option value="">{scoringLabels.allReps}</option>
            {reps.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Timeframe">
        {(control) => (
          <select
            {...control}
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
        )}
      </Field>
      {timeframe === "custom" &&
        (["start", "end"] as const).map((end) => (
          <Field key={end} label={end === "start" ? scoringLabels.startDate : scoringLabels.endDate}>
            {(control) => (
              <input
                {...control}
                type="date"
                value={custom[end]}
                // The start is never after the end, and neither is after today.
                min={end === "end" ? custom.start || undefined : undefined}
                max={end === "start" ? custom.end || today : today}
                onChange={(event) => onCustom(end, event.target.value)}
              />
            )}
          </Field>
        ))}
    </Panel>
  );
}
