import { createElement, type ComponentPropsWithoutRef } from "react";
import styles from "./Panel.module.css";

type PanelElement = "section" | "aside" | "div" | "details";

export type PanelProps<E extends PanelElement> = { as?: E } & ComponentPropsWithoutRef<E>;

/**
 * A card that groups one part of a page (filters, a list, a form). A `section` unless `as` says otherwise: an
 * `aside` beside the main content, a `details` that folds. `className` adds layout only.
 */
export function Panel<E extends PanelElement = "section">({ as, className, ...rest }: PanelProps<E>) {
  return createElement(as ?? "section", { ...rest, className: [styles.panel, className].filter(Boolean).join(" ") });
}
