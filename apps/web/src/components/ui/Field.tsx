import { useId, type ReactNode } from "react";
import styles from "./Field.module.css";

/** What the control of a field spreads on itself: its id (the label's target) and its state for assistive technology. */
interface FieldControl {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

interface FieldProps {
  label: ReactNode;
  /** A line under the control saying what it accepts; read with the control. */
  hint?: ReactNode;
  /** The field's own error: shown under it, announced, and read with the control. */
  error?: string | null;
  /** The control is invalid though the message stands elsewhere (a form-level message about two fields). */
  invalid?: boolean;
  /** Takes the row's spare width. */
  wide?: boolean;
  /** The label is for screen readers only: the control says what it is on its own (a search box's placeholder). */
  labelHidden?: boolean;
  children: (control: FieldControl) => ReactNode;
}

/**
 * A label, its control, a hint and an error, wired together: the label names the control, the hint and the error
 * describe it, and an error marks it invalid. The control itself is the caller's (`input`, `select`, ...).
 */
export function Field({
  label,
  hint,
  error,
  invalid = false,
  wide = false,
  labelHidden = false,
  children,
}: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id} className={labelHidden ? "visually-hidden" : styles.label}>
        {label}
      </label>
      {children({
        id,
        "aria-invalid": error || invalid ? true : undefined,
        "aria-describedby": described || undefined,
      })}
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
