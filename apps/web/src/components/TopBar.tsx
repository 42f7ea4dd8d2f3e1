import { useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { frameMessages } from "@dugout/contracts/pages";
import { audienceOf, useSession, type Audience } from "../lib/session";
import { Logo } from "./Logo";
import { SessionControl } from "./SessionControl";
import styles from "./TopBar.module.css";

export interface NavItem {
  to: string;
  label: string;
  /** Who the top bar lists it for: the people who may open the page (a refusal or a sign-in wall is no destination). */
  shownTo: readonly Audience[];
}

/**
 * The top bar: the logo, the tools the viewer may open, and the session control. On wide screens everything is
 * in one row; on a phone the tools and the session control fold into a panel behind a `Menu` button (a
 * disclosure: Escape closes it and gives the focus back to the button, following a link closes it), so the bar
 * stays one row and the page starts right below it.
 */
export function TopBar({ nav }: { nav: readonly NavItem[] }) {
  const audience = audienceOf(useSession());
  // Nothing is listed until the session is known: a link that would vanish a moment later is worse than none.
  const shown = audience ? nav.filter((item) => item.shownTo.includes(audience)) : [];
  // Open on the page it was opened on: following any link (a tool, the logo, Sign in) closes it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // The account menu and the passkey dialog inside the panel close themselves on Escape first.
      const inDialog = event.target instanceof Element && event.target.closest("dialog");
      if (event.key !== "Escape" || event.defaultPrevented || inDialog) return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <header className={styles.topBar}>
      <NavLink to="/" className={styles.home} aria-label="Dugout home">
        <Logo />
      </NavLink>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <svg className={styles.menuIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M2 4h12M2 8h12M2 12h12" />
        </svg>
        {frameMessages.menu}
      </button>
      <div id={panelId} className={styles.panel} data-open={open}>
        <nav aria-label="Tools">
          <ul className={styles.nav}>
            {shown.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={({ isActive }) => (isActive ? styles.active : undefined)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <SessionControl />
      </div>
    </header>
  );
}
