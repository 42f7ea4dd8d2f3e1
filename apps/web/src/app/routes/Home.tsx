import { Link } from "react-router";
import { PageTitle } from "../../components/PageTitle";
import type { NavItem } from "../../components/Layout";
import styles from "./Home.module.css";

/** The landing page: one card per tool. */
export function Home({ tools }: { tools: readonly (NavItem & { description: string })[] }) {
  return (
    <>
      <PageTitle>Dugout</PageTitle>
      <p>Practise sales calls, review scored calls and try the starter tools.</p>
      <ul className={styles.grid}>
        {tools.map((tool) => (
          <li key={tool.to} className={styles.card}>
            <h2>
              <Link to={tool.to}>{tool.label}</Link>
            </h2>
            <p>{tool.description}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
