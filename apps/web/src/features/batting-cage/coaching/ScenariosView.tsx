import { useId, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { practiceScoreLabels } from "@dugout/contracts/batting-cage-scores";
import { battingCageLabels } from "@dugout/contracts/batting-cage";
import { battingCageConfigurationInputSchema } from "@dugout/contracts/batting-cage";
import {
  coachingLoopLabels,
  scenarioDifficulties,
  scenarioLimits,
  scenarioValuesSchema,
  type Scenario,
  type ScenarioDifficulty,
  type ScenarioValuesInput,
} from "@dugout/contracts/practice-scenarios";
import { scoreCategories, type ScoreCategoryKey } from "@dugout/contracts/scoring";
import {
  archiveScenario,
  coachingQueryKey,
  createScenario,
  saveScenarioVersion,
  scenariosQuery,
} from "../coaching-api";
import { Button } from "../../../components/ui/Button";
import { StatusBadge } from "../../../components/ui/StatusBadge";
import { errorMessage } from "../format";
import { ConfigurationFields, toForm, type FormValues } from "../admin/ConfigurationForm";
import type { ToastMessage } from "../../../components/ui/Toast";
import { categoryLabel } from "./AssignedToYou";
import type { CoachingSlots } from "./coaching-slots";
import styles from "./Coaching.module.css";

/** Which scenario the editor shows: a new one, or a saved one by id. */
type Editing = { kind: "new" } | { kind: "existing"; id: string } | null;

/**
 * Scenarios (docs/requirements/batting-cage.md#scenarios): the library with each scenario's difficulty,
 * aimed-at categories and versions, and an editor that creates a scenario or saves a new version of one; an
 * archive button for all but the default scenario.
 */
export function ScenariosView({
  onToast,
  draftPanel,
}: {
  onToast: (message: ToastMessage) => void;
  draftPanel?: CoachingSlots["draftPanel"] | undefined;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const query = useQuery(scenariosQuery(true));
  const [editing, setEditing] = useState<Editing>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: coachingQueryKey });
  const archive = useMutation({
    mutationFn: archiveScenario,
    onSuccess: () => {
      void refresh();
      onToast({ text: coachingLoopLabels.scenarioArchived, tone: "success" });
    },
    onError: (error) => onToast({ text: coachingLoopLabels.saveFailed(errorMessage(error)), tone: "error" }),
  });
  const scenarios = query.data?.scenarios ?? [];
  const current = editing?.kind === "existing" ? scenarios.find((each) => each.id === editing.id) : undefined;

  return (
    <section aria-labelledby={`${id}-title`} aria-busy={query.isLoading}>
      <h2 id={`${id}-title`}>{battingCageLabels.menuScenarios}</h2>
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => setEditing({ kind: "new" })}>
          {coachingLoopLabels.newScenario}
        </Button>
      </div>
      {query.isLoading && <p className={styles.muted}>{coachingLoopLabels.loadingScenarios}</p>}
      {query.isError && (
        <p role="alert" className={styles.error}>
          {coachingLoopLabels.loadFailed(errorMessage(query.error))}
        </p>
      )}
      {query.data && scenarios.length === 0 && <p className={styles.muted}>{coachingLoopLabels.noScenarios}</p>}
      {editing && (editing.kind === "new" || current) && (
        <ScenarioEditor
          key={editing.kind === "new" ? "new" : `${current?.id}-${current?.versions}`}
          scenario={current}
          onDone={(saved, created) => {
            void refresh();
            setEditing({ kind: "existing", id: saved.id });
            onToast({
              text: created ? coachingLoopLabels.scenarioCreated : coachingLoopLabels.scenarioSaved,
              tone: "success",
            });
          }}
          onCancel={() => setEditing(null)}
          onToast={onToast}
          draftPanel={draftPanel}
        />
      )}
      <ul className={styles.scenarioList}>
        {scenarios.map((scenario) => (
          <li key={scenario.id} className={styles.scenarioItem}>
            <p className={styles.assignmentName}>
              <strong>{scenario.name}</strong>
              {scenario.is_default && <StatusBadge tone="neutral">{coachingLoopLabels.defaultBadge}</StatusBadge>}
              {scenario.archived_at && <StatusBadge tone="neutral">{coachingLoopLabels.archivedBadge}</StatusBadge>}
            </p>
            <p className={styles.muted}>
              {coachingLoopLabels.difficultyLabels[scenario.difficulty]} · {practiceScoreLabels.aimedAt}:{" "}
              {scenario.categories.map(categoryLabel).join(", ")} · {coachingLoopLabels.versions(scenario.versions)}
            </p>
            {!scenario.archived_at && (
              <div className={styles.actions}>
                <Button
                  aria-label={`${coachingLoopLabels.edit} ${scenario.name}`}
                  onClick={() => setEditing({ kind: "existing", id: scenario.id })}
                >
                  {coachingLoopLabels.edit}
                </Button>
                {!scenario.is_default && (
                  <Button
                    aria-label={`${coachingLoopLabels.archive} ${scenario.name}`}
                    disabled={archive.isPending}
                    onClick={() => archive.mutate(scenario.id)}
                  >
                    {coachingLoopLabels.archive}
                  </Button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface ScenarioEditorProps {
  draftPanel?: CoachingSlots["draftPanel"] | undefined;
  scenario: Scenario | undefined;
  onDone: (saved: Scenario, created: boolean) => void;
  onCancel: () => void;
  onToast: (message: ToastMessage) => void;
}

/** One scenario's name, difficulty and aimed-at categories, then the customer's fields (ConfigurationFields). */
function ScenarioEditor({ scenario, onDone, onCancel, onToast, draftPanel }: ScenarioEditorProps) {
  const id = useId();
  // A draft replaces the customer's fields: the fields start again from it (a new key).
  const [customer, setCustomer] = useState({ form: toForm(scenario?.configuration), version: 0 });
  const [drafting, setDrafting] = useState(false);
  const [name, setName] = useState(scenario?.name ?? "");
  const [difficulty, setDifficulty] = useState<ScenarioDifficulty>(scenario?.difficulty ?? "medium");
  const [categories, setCategories] = useState<ScoreCategoryKey[]>(scenario?.categories ?? []);
  const save = useMutation({
    mutationFn: (values: Parameters<typeof createScenario>[0]) =>
      scenario ? saveScenarioVersion(scenario.id, values) : createScenario(values),
    onSuccess: (saved) => onDone(saved, !scenario),
    onError: (error) => onToast({ text: coachingLoopLabels.saveFailed(errorMessage(error)), tone: "error" }),
  });
  const onSave = (form: FormValues) => {
    const configuration = battingCageConfigurationInputSchema.safeParse(form);
    const values = scenarioValuesSchema.safeParse({
      name,
      difficulty,
      categories,
      configuration: configuration.success ? configuration.data : form,
    });
    if (values.success) save.mutate(values.data);
    else onToast({ text: coachingLoopLabels.saveFailed(values.error.issues[0]?.message ?? ""), tone: "error" });
  };
  const applyDraft = (draft: ScenarioValuesInput) => {
    const values = battingCageConfigurationInputSchema.safeParse(draft.configuration);
    setName(draft.name);
    setDifficulty(draft.difficulty);
    setCategories([...draft.categories]);
    if (values.success) {
      const blank = { id: null, user_id: null, user_full_name: null, updated_at: null };
      setCustomer((current) => ({ form: toForm({ ...values.data, ...blank }), version: current.version + 1 }));
    }
    setDrafting(false);
  };
  const toggle = (key: ScoreCategoryKey, on: boolean) =>
    setCategories((current) => (on ? [...current, key] : current.filter((each) => each !== key)));

  return (
    <div className={styles.area} aria-labelledby={`${id}-title`} role="group">
      <h3 id={`${id}-title`}>{scenario ? scenario.name : coachingLoopLabels.newScenario}</h3>
      {draftPanel && (
        <div className={styles.actions}>
          <Button aria-expanded={drafting} onClick={() => setDrafting((open) => !open)}>
            {coachingLoopLabels.draftSlot}
          </Button>
        </div>
      )}
      {draftPanel && drafting && draftPanel(applyDraft)}
      <ConfigurationFields
        key={customer.version}
        initial={customer.form}
        loading={false}
        saving={save.isPending}
        saved={scenario?.configuration}
        onSave={onSave}
        submitLabel={scenario ? coachingLoopLabels.saveVersion : coachingLoopLabels.createScenario}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-name`}>{coachingLoopLabels.name}</label>
          <input
            id={`${id}-name`}
            type="text"
            value={name}
            maxLength={scenarioLimits.nameMax}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-difficulty`}>{coachingLoopLabels.difficulty}</label>
          <select
            id={`${id}-difficulty`}
            value={difficulty}
            onChange={(event) => setDifficulty(event.target.value as ScenarioDifficulty)}
          >
            {scenarioDifficulties.map((each) => (
              <option key={each} value={each}>
                {coachingLoopLabels.difficultyLabels[each]}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend>{coachingLoopLabels.categories}</legend>
          <div className={styles.checks}>
            {scoreCategories.map((category) => {
              const checked = categories.includes(category.key);
              return (
                <label key={category.key}>
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={!checked && categories.length >= scenarioLimits.categoriesMax}
                    onChange={(event) => toggle(category.key, event.target.checked)}
                  />{" "}
                  {category.label}
                </label>
              );
            })}
          </div>
        </fieldset>
      </ConfigurationFields>
      <Button onClick={onCancel}>{coachingLoopLabels.close}</Button>
    </div>
  );
}
