import {
  battingCageFieldLabels,
  battingCageLabels,
  battingCageMessages,
  battingCageRandomizableFields,
  type BattingCageResolvedConfiguration,
} from "@dugout/contracts/batting-cage";
import { practiceScoreLabels } from "@dugout/contracts/batting-cage-scores";
import styles from "./Practice.module.css";
import { Field } from "../../../components/ui/Field";
import { Panel } from "../../../components/ui/Panel";

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
    <Panel as="aside" aria-labelledby="voice-coach-configuration">
      <h2 id="voice-coach-configuration">{battingCageLabels.configurationPanelTitle}</h2>
      {loadFailed && (
        <p role="alert" className={styles.warning}>
          {battingCageMessages.configLoadFailedRandomDefaults}
        </p>
      )}
      {hidden ? (
        <p className={styles.note}>{practiceScoreLabels.scenarioHiddenNote}</p>
      ) : (
        <div className={styles.fields}>
          {battingCageRandomizableFields.map((field) => (
            <Field key={field} label={battingCageFieldLabels[field]}>
              {(control) =>
                field === "objection" ? (
                  <textarea
                    {...control}
                    className={styles.objection}
                    readOnly
                    rows={3}
                    value={configuration?.[field] ?? ""}
                  />
                ) : (
                  <input {...control} type="text" readOnly value={configuration?.[field] ?? ""} />
                )
              }
            </Field>
          ))}
        </div>
      )}
    </Panel>
  );
}
