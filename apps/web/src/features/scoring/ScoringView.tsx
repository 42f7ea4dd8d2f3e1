import type { ReactNode } from "react";
import styles from "./ScoringView.module.css";

/** One of Scoring Champ's pages (Dashboard, Calls, Analytics): a region named by its heading. */
export function ScoringView({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.view}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** What a page says when the filters leave it nothing to show. */
export function NoData({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}
