import type { ReactNode } from "react";
import { ScrollRegion } from "./ScrollRegion";
import styles from "./Table.module.css";

/**
 * A data table in its scroll frame: on a narrow screen it scrolls sideways inside the frame, which a keyboard
 * can reach (a named region), and the page keeps the window's width. The caption names both, for screen
 * readers; `children` are the table's `thead` and `tbody`.
 */
export function Table({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <ScrollRegion className={styles.frame} label={caption}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </table>
    </ScrollRegion>
  );
}
