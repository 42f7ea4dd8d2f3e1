import type { ReactNode } from "react";
import { NavLink, Outlet } from "react-router";
import { isAdmin, useSession } from "../lib/session";
import { Logo } from "./Logo";
import styles from "./Layout.module.css";
import { SessionControl } from "./SessionControl";

export interface NavItem {
  to: string;
  label: string;
  /** Shown to admins only (the page refuses others anyway). */
  adminOnly?: boolean;
}

/**
 * The page frame: a top bar with the logo and the tools, and the route's content below. `content` replaces the
 * route's: the router shows the frame with a loading line while the first page's code arrives, so the top bar
 * is painted once, where it stays (no layout shift when the page appears).
 */
export function Layout({ nav, content }: { nav: readonly NavItem[]; content?: ReactNode }) {
  const session = useSession();
  const admin = isAdmin(session.user);
  const shown = nav.filter((item) => admin || !item.adminOnly);
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <header className={styles.topBar}>
        <NavLink to="/" className={styles.home} aria-label="Dugout home">
          <Logo />
        </NavLink>
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
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {content ?? <Outlet />}
      </main>
    </div>
  );
}
