import { useId, useState, type FormEvent } from "react";
import { activityLabels, activityMessages, auditActionLabels, auditActionNames } from "@dugout/contracts/audit";
import type { ActivityForm } from "./use-activity-filters";
import styles from "./Activity.module.css";
import { Button } from "../../components/ui/Button";

/**
 * The filters, applied together by Apply (or Enter) rather than at every keystroke. Started from the URL's
 * filters as a keyed child, so Back and a bookmark show what they apply.
 */
export function FilterForm({ initial, onApply }: { initial: ActivityForm; onApply: (form: ActivityForm) => void }) {
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const field = (name: keyof ActivityForm) => ({
    id: `${id}-${name}`,
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
      <div className={styles.field}>
        <label htmlFor={`${id}-person`}>{activityLabels.person}</label>
        <input type="search" {...field("person")} aria-describedby={`${id}-person-hint`} maxLength={254} />
        <span id={`${id}-person-hint`} className={styles.hint}>
          {activityLabels.personHint}
        </span>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-action`}>{activityLabels.action}</label>
        <select {...field("action")}>
          <option value="">{activityLabels.anyAction}</option>
          {auditActionNames.map((action) => (
            <option key={action} value={action}>
              {auditActionLabels[action]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-fromDay`}>{activityLabels.from}</label>
        <input type="date" {...field("fromDay")} aria-invalid={error ? true : undefined} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-toDay`}>{activityLabels.to}</label>
        <input type="date" {...field("toDay")} />
      </div>
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
