import type { ReactNode } from "react";
import { dreamTeamLabels } from "@dugout/contracts/dream-team";
import styles from "./DreamTeam.module.css";

/** The raw data the page keeps for debugging, folded away until someone opens it. */
export function DebugData({ children }: { children: ReactNode }) {
  return (
    <details className={styles.debugData}>
      <summary>{dreamTeamLabels.debugData}</summary>
      {children}
    </details>
  );
}

/**
 * Raw JSON in a block that scrolls sideways: a named region in the tab order, so a keyboard can reach
 * and scroll it (axe: scrollable-region-focusable).
 */
export function JsonBlock({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard
    <pre className={styles.debug} role="region" tabIndex={0} aria-label={label} data-testid={testId}>
      {value}
    </pre>
  );
}
