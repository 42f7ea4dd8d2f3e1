import type { ReactNode } from "react";
import { brandingEngineLabel, nameGeneratorLabels, type BrandingEngine } from "@dugout/contracts/name-generator";
import styles from "./Branding.module.css";

/** Each distinct engine once, in order: "Offline engine", or the model's name. */
export function engineLabels(engines: readonly (BrandingEngine | undefined)[]): string[] {
  return [...new Set(engines.filter((engine) => engine !== undefined).map(brandingEngineLabel))];
}

/** True when a model made any of it: only then may a section call itself AI-made. */
export const byModel = (engines: readonly (BrandingEngine | undefined)[]): boolean =>
  engines.some((engine) => engine?.kind === "model");

/**
 * A branding section: its title, its badge when the badge is true of what is shown, and which engine made
 * it (once its answer is in), so nothing claims a model wrote what the offline engine did.
 */
export function BrandingSection({
  title,
  badge,
  engines,
  children,
}: {
  title: string;
  badge: string | null;
  engines: readonly string[];
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-label={title}>
      <header className={styles.sectionHeader}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        {badge ? <span className={styles.sectionBadge}>{badge}</span> : null}
        {engines.length > 0 ? (
          <span className={styles.engine} data-testid="engine">
            <span className="visually-hidden">{nameGeneratorLabels.madeBy} </span>
            {engines.join(" + ")}
          </span>
        ) : null}
      </header>
      {children}
    </section>
  );
}
