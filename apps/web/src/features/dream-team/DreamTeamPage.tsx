import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { dreamTeamLabels } from "@dugout/contracts/dream-team";
import { PageTitle } from "../../components/PageTitle";
import { dreamTeamDataQuery } from "./api";
import { DebugData, JsonBlock } from "./DebugData";
import { RaviPage } from "./RaviPage";
import styles from "./DreamTeam.module.css";

/** RAVI's page is a view of /dream_team kept in the address (`?view=ravi`), so reload and Back keep it. */
const raviView = "ravi";

/** /dream_team: the under-construction index with its debug output folded away, and RAVI's test page. */
export function DreamTeamPage() {
  const [params, setParams] = useSearchParams();
  const data = useQuery(dreamTeamDataQuery());
  if (params.get("view") === raviView) return <RaviPage onBack={() => setParams({})} />;
  return (
    <div className={styles.page}>
      <PageTitle>{dreamTeamLabels.title}</PageTitle>
      <section className={styles.panel} aria-labelledby="under-construction">
        <h2 id="under-construction">{dreamTeamLabels.underConstruction}</h2>
        <p>The AI-agent collection is being assembled. Meanwhile, RAVI can check that the platform is healthy.</p>
        <button type="button" className={styles.button} onClick={() => setParams({ view: raviView })}>
          Test {dreamTeamLabels.raviName}
        </button>
      </section>
      <DebugData>
        <section aria-labelledby="debug-data">
          <h2 id="debug-data">Debug: fetched data</h2>
          {data.error && <p role="alert">{`Error: ${data.error.message}`}</p>}
          <JsonBlock
            label="The fetched data as JSON"
            testId="dream-team-debug"
            value={data.isPending ? "Loading..." : JSON.stringify(data.data ?? null, null, 2)}
          />
        </section>
      </DebugData>
    </div>
  );
}
