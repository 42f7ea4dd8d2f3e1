import { useId } from "react";
import { coachingLoopLabels, type Scenario } from "@dugout/contracts/practice-scenarios";
import styles from "./Coaching.module.css";

export interface ScenarioPickerProps {
  scenarios: Scenario[] | undefined;
  value: string | null;
  disabled: boolean;
  onChange: (scenarioId: string) => void;
}

/** The rep's choice of scenario for the next call (the library, archived ones left out by the server). */
export function ScenarioPicker({ scenarios, value, disabled, onChange }: ScenarioPickerProps) {
  const id = useId();
  if (!scenarios || scenarios.length < 2) return null;
  return (
    <div className={styles.picker}>
      <label htmlFor={id}>{coachingLoopLabels.scenario}</label>
      <select id={id} value={value ?? ""} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {scenarios.map((scenario) => (
          <option key={scenario.id} value={scenario.id}>
            {scenario.name} ({coachingLoopLabels.difficultyLabels[scenario.difficulty]})
          </option>
        ))}
      </select>
    </div>
  );
}
