import type { ReactNode } from "react";
import styles from "./StatusBadge.module.css";

export type StatusTone = "positive" | "neutral" | "negative";

/** A short status in words (Active, Invited, Goal met, Overdue), tinted by its tone. */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
