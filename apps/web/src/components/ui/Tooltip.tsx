import { useId, type ReactNode } from "react";
import styles from "./Tooltip.module.css";

/**
 * A label with a "?" button whose description shows on hover and keyboard focus and is read by screen readers.
 * `triggerLabel` names the button ("What this category means").
 */
export function Tooltip({
  label,
  description,
  triggerLabel,
}: {
  label: ReactNode;
  description: string;
  triggerLabel: string;
}) {
  const id = useId();
  return (
    <span className={styles.host}>
      {label}
      <button
        type="button"
        className={styles.trigger}
        aria-describedby={id}
        aria-label={triggerLabel}
        // Inside a sortable header or a clickable row, the "?" explains; it does not sort or open.
        onClick={(event) => event.stopPropagation()}
      >
        ?
      </button>
      <span role="tooltip" id={id} className={styles.tooltip}>
        {description}
      </span>
    </span>
  );
}
