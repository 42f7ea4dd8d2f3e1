import { NavLink, Outlet } from "react-router";
import { Logo } from "./Logo";
import styles from "./Layout.module.css";
import { SessionControl } from "./SessionControl";

export interface NavItem {
  to: string;
  label: string;
}

/** The page frame: a top bar with the logo and the tools, and the route's content below. */
export function Layout({ nav }: { nav: readonly NavItem[] }) {
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
            {nav.map((item) => (
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
        <Outlet />
      </main>
    </div>
  );
}
