import { useMutation, useQuery } from "@tanstack/react-query";
import { dreamTeamLabels, dreamTeamMessages, raviTestSummary } from "@dugout/contracts/dream-team";
import { PageTitle } from "../../components/PageTitle";
import { raviProfileQuery, runRaviTest } from "./api";
import { DebugData, JsonBlock } from "./DebugData";
import styles from "./DreamTeam.module.css";

/**
 * RAVI's page: back, a test button that says in one line whether every check passed (the raw JSON and
 * the debug lines folded away under Debug data).
 */
export function RaviPage({ onBack }: { onBack: () => void }) {
  // The profile is fetched and held (docs/requirements/dream-team.md#ravi: not displayed); the debug lines report on it.
  const profile = useQuery(raviProfileQuery());
  const test = useMutation({ mutationFn: runRaviTest });
  const error = test.error ?? profile.error;

  return (
    <div className={styles.page}>
      <button type="button" className={styles.back} onClick={onBack}>
        ← {dreamTeamLabels.back}
      </button>
      <PageTitle>{dreamTeamLabels.raviName}</PageTitle>
      <section className={styles.panel} aria-labelledby="ravi-test">
        <h2 id="ravi-test">Self-test</h2>
        <button type="button" className={styles.button} onClick={() => test.mutate()} disabled={test.isPending}>
          Run {dreamTeamLabels.raviName} test
        </button>
        <div aria-live="polite">
          {test.isPending && <p>{dreamTeamLabels.testingInProgress}</p>}
          {test.error && <p role="alert">{dreamTeamMessages.error(test.error.message)}</p>}
          {test.isSuccess && (
            <p
              className={`${styles.summary} ${test.data.data.ok ? styles.passed : styles.failed}`}
              data-testid="ravi-summary"
            >
              {raviTestSummary(test.data.data)}
            </p>
          )}
        </div>
      </section>
      <DebugData>
        {test.isSuccess && (
          <JsonBlock
            label="The self-test answer as JSON"
            testId="ravi-result"
            value={JSON.stringify(test.data, null, 2)}
          />
        )}
        <section aria-labelledby="ravi-debug">
          <h2 id="ravi-debug">Debug info</h2>
          <ul className={styles.debugLines}>
            <li>Loading: {String(profile.isPending || test.isPending)}</li>
            <li>Error: {error ? dreamTeamMessages.error(error.message) : "none"}</li>
            <li>Data loaded: {String(profile.isSuccess)}</li>
          </ul>
        </section>
      </DebugData>
    </div>
  );
}
