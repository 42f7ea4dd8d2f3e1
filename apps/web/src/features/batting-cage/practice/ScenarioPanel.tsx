import {
  battingCageFieldLabels,
  battingCageLabels,
  battingCageMessages,
  battingCageRandomizableFields,
  type BattingCageResolvedConfiguration,
} from "@dugout/contracts/batting-cage";
import { practiceScoreLabels } from "@dugout/contracts/batting-cage-scores";
import styles from "./Practice.module.css";

export interface ScenarioPanelProps {
  /** The values to show, or null while there are none to show. */
  configuration: BattingCageResolvedConfiguration | null;
  /** The admin hides the scenario until the call ends: a note stands in for the fields. */
  hidden: boolean;
  loadFailed: boolean;
}

/**
 * The spec's read-only 'Voice Coach Configuration'. The objection is a read-only text area that grows with
 * its text, so a long objection is shown whole rather than cut off with an ellipsis.
 */
export function ScenarioPanel({ configuration, hidden, loadFailed }: ScenarioPanelProps) {
  return (
    <aside className={styles.panel} aria-labelledby="voice-coach-configuration">
      <h2 id="voice-coach-configuration">{battingCageLabels.configurationPanelTitle}</h2>
      {loadFailed && (
        <p role="alert" className={styles.warning}>
          {battingCageMessages.configLoadFailedRandomDefaults}
        </p>
      )}
      {hidden ? (
        <p className={styles.note}>{practiceScoreLabels.scenarioHiddenNote}</p>
      ) : (
        battingCageRandomizableFields.map((field) => (
          <div className={styles.field} key={field}>
            <label htmlFor={`practice-${field}`}>{battingCageFieldLabels[field]}</label>
            {field === "objection" ? (
              <textarea id={`practice-${field}`} readOnly rows={3} value={configuration?.[field] ?? ""} />
            ) : (
              <input id={`practice-${field}`} type="text" readOnly value={configuration?.[field] ?? ""} />
            )}
          </div>
        ))
      )}
    </aside>
  );
}
