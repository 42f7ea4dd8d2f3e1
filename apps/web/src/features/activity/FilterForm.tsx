import { useId, useState, type FormEvent } from "react";
import { activityLabels, activityMessages, auditActionLabels, auditActionNames } from "@dugout/contracts/audit";
import type { ActivityForm } from "./use-activity-filters";
import styles from "./Activity.module.css";
import { Button } from "../../components/ui/Button";
import { Field } from "../../components/ui/Field";

/**
 * The filters, applied together by Apply (or Enter) rather than at every keystroke. Started from the URL's
 * filters as a keyed child, so Back and a bookmark show what they apply.
 */
export function FilterForm({ initial, onApply }: { initial: ActivityForm; onApply: (form: ActivityForm) => void }) {
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const field = (name: keyof ActivityForm) => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setForm((current) => ({ ...current, [name]: value }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.fromDay && form.toDay && form.fromDay > form.toDay) {
      setError(activityMessages.periodBackwards);
      return;
    }
    setError(null);
    onApply(form);
  };
  const clear = () => {
    const empty = { person: "", action: "", fromDay: "", toDay: "" };
    setForm(empty);
    setError(null);
    onApply(empty);
  };

  return (
    <form className={styles.filters} onSubmit={submit} aria-labelledby={`${id}-heading`} noValidate>
      <h2 id={`${id}-heading`} className="visually-hidden">
        {activityLabels.filtersHeading}
      </h2>
      <Field label={activityLabels.person} hint={activityLabels.personHint} wide>
        {(control) => <input type="search" {...control} {...field("person")} maxLength={254} />}
      </Field>
      <Field label={activityLabels.action}>
        {(control) => (
          <select {...control} {...field("action")}>
            <option value="">{activityLabels.anyAction}</option>
            {auditActionNames.map((action) => (
              <option key={action} value={action}>
                {auditActionLabels[action]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={activityLabels.from} invalid={error !== null}>
        {(control) => <input type="date" {...control} {...field("fromDay")} />}
      </Field>
      <Field label={activityLabels.to}>{(control) => <input type="date" {...control} {...field("toDay")} />}</Field>
      <div className={styles.buttons}>
        <Button type="submit" variant="primary">
          {activityLabels.apply}
        </Button>
        <Button variant="secondary" onClick={clear}>
          {activityLabels.clear}
        </Button>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
