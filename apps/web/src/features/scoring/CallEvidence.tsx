import { useQuery } from "@tanstack/react-query";
import { scoringMessages } from "@dugout/contracts/scoring";
import { evidenceLabels } from "@dugout/contracts/scoring-evidence";
import { callEvidenceQuery } from "./api";
import { formatScore } from "./format";
import styles from "./CallEvidence.module.css";

/**
 * Per category of one call: its score, the rep's lines that justify it (with the transcript line
 * they come from) and one suggestion. Calls scored before evidence existed show the suggestion-less
 * "no lines" text.
 */
export function CallEvidence({ gongCallId }: { gongCallId: string }) {
  const evidence = useQuery(callEvidenceQuery(gongCallId));
  if (evidence.isPending) return <p>{scoringMessages.loading}</p>;
  if (evidence.isError) return <p role="alert">{scoringMessages.loadError(evidence.error.message)}</p>;
  return (
    <ul className={styles.evidenceList}>
      {evidence.data.categories.map((category) => (
        <li key={category.key} aria-label={category.label}>
          <h4>
            {category.label}: {formatScore(category.score)}
          </h4>
          {category.quotes.length > 0 ? (
            <ul className={styles.quotes}>
              {category.quotes.map((quote) => (
                <li key={`${quote.entry}:${quote.start}`}>
                  <span className={styles.quoteLine}>{evidenceLabels.line(quote.entry + 1)}</span>
                  <q>{quote.text}</q>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.noEvidence}>{evidenceLabels.noEvidence}</p>
          )}
          {category.suggestion ? (
            <p>
              <strong>{evidenceLabels.suggestion}:</strong> {category.suggestion}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
