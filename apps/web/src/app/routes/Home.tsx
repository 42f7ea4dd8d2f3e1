import { Link } from "react-router";
import { homeMessages } from "@dugout/contracts/pages";
import { PageTitle } from "../../components/PageTitle";
import type { NavItem } from "../../components/TopBar";
import { audienceOf, useSession } from "../../lib/session";
import styles from "./Home.module.css";

export type Tool = NavItem & { description: string };

/**
 * The landing page: one card per tool the viewer may open. A visitor sees the public tool first, then the
 * team's tools, each marked as leading to a sign-in (that is how staff get in); a rep sees no admin-only card.
 */
export function Home({ tools, publicTool }: { tools: readonly Tool[]; publicTool: Tool }) {
  const audience = audienceOf(useSession());
  const cards =
    audience === "visitor"
      ? [publicTool, ...tools]
      : tools.filter((tool) => audience && tool.shownTo.includes(audience));
  return (
    <>
      <PageTitle>Dugout</PageTitle>
      <p>Practise sales calls, review scored calls and try the starter tools.</p>
      <ul className={styles.grid}>
        {cards.map((tool) => (
          <li key={tool.to} className={styles.card}>
            <h2>
              <Link to={tool.to}>{tool.label}</Link>
            </h2>
            <p>{tool.description}</p>
            {audience === "visitor" && tool !== publicTool && (
              <p className={styles.signIn}>{homeMessages.signInToOpen}</p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
