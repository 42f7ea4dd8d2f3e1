import type { ReactNode } from "react";
import { dreamTeamLabels } from "@dugout/contracts/dream-team";
import styles from "./DreamTeam.module.css";
import { ScrollRegion } from "../../components/ui/ScrollRegion";

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
    <ScrollRegion className={styles.debug} label={label} data-testid={testId}>
      <pre>{value}</pre>
    </ScrollRegion>
  );
}
