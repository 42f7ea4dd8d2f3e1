import { Link } from "react-router";
import { starterToolsLabels, starterToolsTiles } from "@dugout/contracts/dream-team";
import { PageTitle } from "../../components/PageTitle";
import styles from "./StarterTools.module.css";

/** The tools hub: one live tile and eight inert Coming Soon tiles in a 3-column grid. */
export function StarterToolsPage() {
  return (
    <div>
      <PageTitle>{starterToolsLabels.title}</PageTitle>
      <ul className={styles.grid}>
        {starterToolsTiles.map((tile) => (
          <li key={tile.id}>
            {tile.href ? (
              <Link to={tile.href} className={`${styles.tile} ${styles.live}`}>
                <span className={styles.name}>{tile.title}</span>
                <span>{starterToolsLabels.businessNameGeneratorLine}</span>
              </Link>
            ) : (
              <div className={`${styles.tile} ${styles.inert}`} aria-disabled="true">
                <span className={styles.name}>{tile.title}</span>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
