import { Suspense, type ReactNode } from "react";
import { Outlet } from "react-router";
import styles from "./Layout.module.css";
import { TopBar, type NavItem } from "./TopBar";

/**
 * The page frame: a top bar with the logo and the tools, and the route's content below. While the page's code
 * arrives, `loading` stands where the page goes, so the top bar is painted once, where it stays (no layout shift
 * when the page appears).
 */
export function Layout({ nav, loading }: { nav: readonly NavItem[]; loading: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <TopBar nav={nav} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={loading}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
