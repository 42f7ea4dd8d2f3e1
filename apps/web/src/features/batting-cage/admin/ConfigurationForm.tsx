import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  battingCageFieldLabels,
  battingCageConfigurationInputSchema,
  battingCageLabels,
  battingCageLimits,
  battingCageMessages,
  businessTypes,
  customerTypes,
  defaultEmployeeCount,
  employeeCountLabels,
  objections,
  payrollProviders,
  personalityTypeNames,
  type BattingCageConfiguration,
  type BattingCageRandomizableField,
} from "@dugout/contracts/batting-cage";
import { practiceScoreLabels } from "@dugout/contracts/batting-cage-scores";
import { formatDateTime, viewerTimeZone } from "../../../lib/time";
import { configurationQuery, saveConfiguration } from "../api";
import { errorMessage } from "../format";
import { Button } from "../../../components/ui/Button";
import { Field } from "../../../components/ui/Field";
import styles from "./Admin.module.css";
import type { ToastMessage } from "../../../components/ui/Toast";

export type FormValues = Record<BattingCageRandomizableField, string> &
  Record<`randomize_${BattingCageRandomizableField}`, boolean> & {
    custom_instructions: string;
    hide_scenario_from_reps: boolean;
  };

const fields: { field: BattingCageRandomizableField; options?: readonly string[] }[] = [
  { field: "customer_type", options: customerTypes },
  { field: "objection", options: objections },
  { field: "business_name" },
  { field: "employee_count", options: employeeCountLabels },
  { field: "business_type", options: businessTypes },
  { field: "payroll_provider", options: payrollProviders },
  { field: "personality_type", options: personalityTypeNames },
];

export function toForm(config: BattingCageConfiguration | undefined): FormValues {
  return {
    customer_type: config?.customer_type ?? "",
    objection: config?.objection ?? "",
    business_name: config?.business_name ?? "",
    employee_count: config ? (config.employee_count ?? "") : defaultEmployeeCount,
    business_type: config?.business_type ?? "",
    payroll_provider: config?.payroll_provider ?? "",
    personality_type: config?.personality_type ?? "",
    custom_instructions: config?.custom_instructions ?? "",
    randomize_customer_type: config?.randomize_customer_type ?? false,
    randomize_objection: config?.randomize_objection ?? false,
    randomize_business_name: config?.randomize_business_name ?? false,
    randomize_employee_count: config?.randomize_employee_count ?? false,
    randomize_business_type: config?.randomize_business_type ?? false,
    randomize_payroll_provider: config?.randomize_payroll_provider ?? false,
    randomize_personality_type: config?.randomize_personality_type ?? false,
    hide_scenario_from_reps: config?.hide_scenario_from_reps ?? false,
  };
}

/** Configuration: one field per attribute with a Randomize box that disables it (docs/requirements/batting-cage.md#screens). */
export function ConfigurationForm({ onToast }: { onToast: (message: ToastMessage) => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const query = useQuery(configurationQuery());

  const reportedError = useRef(false);
  useEffect(() => {
    if (query.isError && !reportedError.current) {
      reportedError.current = true;
      onToast({ text: battingCageMessages.configLoadFailed, tone: "error" });
    }
  }, [query.isError, onToast]);

  const save = useMutation({
    mutationFn: saveConfiguration,
    onSuccess: (saved) => {
      queryClient.setQueryData(configurationQuery().queryKey, saved);
      onToast({ text: battingCageMessages.configSaved, tone: "success" });
    },
    onError: (error) => onToast({ text: battingCageMessages.saveError(errorMessage(error)), tone: "error" }),
  });

  const onSave = (values: FormValues) => {
    // The form's strings parsed by the contract ("" becomes "random each session"); the server checks again.
    const input = battingCageConfigurationInputSchema.safeParse(values);
    if (input.success) save.mutate(input.data);
    else onToast({ text: battingCageMessages.saveError(input.error.issues[0]?.message ?? ""), tone: "error" });
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{battingCageLabels.menuConfiguration}</h2>
      {/* The form starts from the stored values once they arrive (a new key); after that a refetch or a
          save never overwrites what the admin typed. */}
      <ConfigurationFields
        key={query.data ? "stored" : "defaults"}
        initial={toForm(query.data)}
        loading={query.isLoading}
        saving={save.isPending}
        saved={query.data}
        onSave={onSave}
      />
    </section>
  );
}

interface ConfigurationFieldsProps {
  initial: FormValues;
  loading: boolean;
  saving: boolean;
  saved: BattingCageConfiguration | undefined;
  onSave: (values: FormValues) => void;
  /** Fields shown before the customer's (the scenario editor's name, difficulty and categories). */
  children?: ReactNode;
  /** The submit button's text (the configuration's own by default). */
  submitLabel?: string;
}

/** The customer fields of one configuration version: the Configuration section's form and the scenario editor's. */
export function ConfigurationFields({
  initial,
  loading,
  saving,
  saved,
  onSave,
  children,
  submitLabel = battingCageLabels.saveConfiguration,
}: ConfigurationFieldsProps) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(values);
  };
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={loading}>
      <fieldset className={styles.fieldset} disabled={loading}>
        {children}
        {fields.map(({ field, options }) => {
          const randomize = values[`randomize_${field}`];
          const label = battingCageFieldLabels[field];
          return (
            <Field key={field} label={label}>
              {(control) => (
                <div className={styles.fieldRow}>
                  {options ? (
                    <select
                      {...control}
                      value={values[field]}
                      disabled={randomize}
                      onChange={(event) => set(field, event.target.value)}
                    >
                      <option value="">Random each session</option>
                      {options.map((option) => (
                        <option key={option} value={option}>
                          {option}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      {...control}
                      type="text"
                      value={values[field]}
                      maxLength={battingCageLimits.businessNameMax}
                      disabled={randomize}
                      placeholder="Random each session"
                      onChange={(event) => set(field, event.target.value)}
                    />
                  )}
                  <label className={styles.randomize}>
                    <input
                      type="checkbox"
                      checked={randomize}
                      aria-label={`${battingCageLabels.randomize} ${label}`}
                      onChange={(event) => set(`randomize_${field}`, event.target.checked)}
                    />
                    <span aria-hidden="true">{battingCageLabels.randomize}</span>
                  </label>
                </div>
              )}
            </Field>
          );
        })}
        <Field label={battingCageFieldLabels.custom_instructions}>
          {(control) => (
            <textarea
              {...control}
              rows={4}
              maxLength={battingCageLimits.customInstructionsMax}
              value={values.custom_instructions}
              onChange={(event) => set("custom_instructions", event.target.value)}
            />
          )}
        </Field>
        <div>
          {/* Off by default: reps see the Voice Coach Configuration before the call, as the spec shows it. */}
          <label className={styles.switchLabel}>
            <input
              type="checkbox"
              checked={values.hide_scenario_from_reps}
              aria-describedby={`${id}-hide-note`}
              onChange={(event) => set("hide_scenario_from_reps", event.target.checked)}
            />
            {practiceScoreLabels.hideScenarioSwitch}
          </label>
          <p id={`${id}-hide-note`} className={styles.switchNote}>
            {practiceScoreLabels.hideScenarioOpenAiNote}
          </p>
        </div>
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={loading} busy={saving}>
          {submitLabel}
        </Button>
        {saved?.user_full_name && saved.updated_at && (
          <p className={styles.muted}>
            {battingCageLabels.lastUpdated(
              saved.user_full_name,
              formatDateTime(saved.updated_at, { timeZone: viewerTimeZone() }) ?? "",
            )}
          </p>
        )}
      </div>
    </form>
  );
}
