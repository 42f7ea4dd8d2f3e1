import { useId, type ReactNode } from "react";
import { Panel } from "../../components/ui/Panel";
import styles from "./Card.module.css";

/** A titled card; its heading names it as a region. */
export function Card({ title, children, wide = false }: { title: ReactNode; children: ReactNode; wide?: boolean }) {
  const id = useId();
  return (
    <Panel aria-labelledby={id} className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
      <h3 id={id}>{title}</h3>
      {children}
    </Panel>
  );
}

/** The cards of a view: as many columns as fit, one on a phone. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
