import { useId, type ReactNode } from "react";
import styles from "./Scoring.module.css";

/** A label with a description shown on hover and keyboard focus, and read by screen readers. */
export function InfoTooltip({ label, description }: { label: ReactNode; description: string }) {
  const id = useId();
  return (
    <span className={styles.tooltipHost}>
      {label}
      <button
        type="button"
        className={styles.tooltipTrigger}
        aria-describedby={id}
        aria-label="What this category means"
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
