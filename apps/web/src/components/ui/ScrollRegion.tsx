import type { HTMLAttributes, ReactNode, Ref } from "react";

type Name = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

export type ScrollRegionProps = Name &
  Omit<HTMLAttributes<HTMLDivElement>, "role" | "tabIndex" | "aria-label" | "aria-labelledby"> & {
    children: ReactNode;
    ref?: Ref<HTMLDivElement>;
  };

/**
 * A box whose content scrolls (a wide table, raw JSON): a named region in the tab order, so a keyboard
 * can reach and scroll it (WCAG 2.1.1; axe's scrollable-region-focusable). The one place that makes a
 * non-interactive element focusable; the name is required so a screen reader can tell what it holds.
 */
export function ScrollRegion({ label, labelledBy, children, ...rest }: ScrollRegionProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard
    <div role="region" tabIndex={0} aria-label={label} aria-labelledby={labelledBy} {...rest}>
      {children}
    </div>
  );
}
