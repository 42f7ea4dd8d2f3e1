import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { dreamTeamLabels } from "@dugout/contracts/dream-team";
import { PageTitle } from "../../components/PageTitle";
import { dreamTeamDataQuery } from "./api";
import { RaviPage } from "./RaviPage";
import styles from "./DreamTeam.module.css";

/** /dream_team: the under-construction index with its debug output, and RAVI's test page. */
export function DreamTeamPage() {
  const [view, setView] = useState<"index" | "ravi">("index");
  const data = useQuery(dreamTeamDataQuery());
  if (view === "ravi") return <RaviPage onBack={() => setView("index")} />;
  return (
    <div className={styles.page}>
      <PageTitle>{dreamTeamLabels.title}</PageTitle>
      <section className={styles.panel} aria-labelledby="under-construction">
        <h2 id="under-construction">{dreamTeamLabels.underConstruction}</h2>
        <p>The AI-agent collection is being assembled. Meanwhile, RAVI can check that the platform is healthy.</p>
        <button type="button" className={styles.button} onClick={() => setView("ravi")}>
          Test {dreamTeamLabels.raviName}
        </button>
      </section>
      <section aria-labelledby="debug-data">
        <h2 id="debug-data">Debug: fetched data</h2>
        {data.error && <p role="alert">{`Error: ${data.error.message}`}</p>}
        <pre className={styles.debug} data-testid="dream-team-debug">
          {data.isPending ? "Loading..." : JSON.stringify(data.data ?? null, null, 2)}
        </pre>
      </section>
    </div>
  );
}
