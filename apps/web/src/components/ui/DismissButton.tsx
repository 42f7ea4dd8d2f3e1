import styles from "./DismissButton.module.css";

/** The "×" that closes a message (a toast, an alert); `label` names it for screen readers. */
export function DismissButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.dismiss} onClick={onClick} aria-label={label}>
      ×
    </button>
  );
}
