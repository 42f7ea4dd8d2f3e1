import type { ReactNode } from "react";
import { PageTitle } from "../PageTitle";
import styles from "./PanelPage.module.css";

/**
 * An admin page made of panels (Activity, Users): its title, one line saying what the page is for, then the
 * panels. `className` adds the page's own layout.
 */
export function PanelPage({
  title,
  intro,
  className,
  children,
}: {
  title: string;
  intro: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `${styles.page} ${className}` : styles.page}>
      <PageTitle>{title}</PageTitle>
      <p className={styles.intro}>{intro}</p>
      {children}
    </div>
  );
}
