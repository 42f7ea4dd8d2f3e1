import { useId } from "react";
import { practiceScoreLabels, type PracticeScoreCard } from "@dugout/contracts/batting-cage-scores";
import { evidenceLabels, type ScoreCardCategory } from "@dugout/contracts/scoring-evidence";
import { formatScore } from "./format-score";
import styles from "./ScoreCard.module.css";

export interface ScoreCardProps {
  /** null or undefined while the call has no score row yet (it is owed: shown as in progress). */
  card: PracticeScoreCard | null | undefined;
  /** The card's heading level: 2 on its own, 3 inside a dialog or a page section that has its own heading. */
  headingLevel?: 2 | 3;
  /** The categories the call's scenario aimed at: named first, before the strongest and weakest. */
  aimedAt?: readonly string[] | undefined;
}

/**
 * The score of one practice call (docs/requirements/batting-cage.md#score-card): progress while it is
 * scored, the reason when it cannot be, otherwise the total, the two strongest and two weakest categories
 * with the rep's lines behind them and a suggestion each, then all eight categories. Shared by the rep's
 * practice page and the admin's conversation details.
 */
export function ScoreCard({ card, headingLevel = 3, aimedAt = [] }: ScoreCardProps) {
  const id = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const Sub = headingLevel === 2 ? "h3" : "h4";
  const pending = !card || card.status === "pending";
  const byKey = new Map((card?.categories ?? []).map((category) => [category.key, category]));
  const pick = (keys: readonly string[]) =>
    keys.map((key) => byKey.get(key as ScoreCardCategory["key"])).filter((category) => category !== undefined);

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} aria-busy={pending}>
      <Heading id={`${id}-title`} className={styles.title}>
        {practiceScoreLabels.scoreCardTitle}
      </Heading>
      {pending ? (
        <div role="status" className={styles.progress}>
          <progress aria-label={practiceScoreLabels.scoring} />
          <span>{practiceScoreLabels.scoring}</span>
        </div>
      ) : (
        <>
          {card.status === "scored" ? (
            <p className={styles.total}>
              {practiceScoreLabels.total}: <strong>{practiceScoreLabels.outOf100(formatScore(card.total))}</strong>
            </p>
          ) : (
            <p className={styles.reason} role="status">
              <strong>{practiceScoreLabels.statusText[card.status]}.</strong> {card.reason}
            </p>
          )}
          {card.status === "scored" && aimedAt.length > 0 && (
            <Highlights title={practiceScoreLabels.aimedAt} categories={pick(aimedAt)} Sub={Sub} />
          )}
          {card.status === "scored" && (
            <div className={styles.highlights}>
              <Highlights title={practiceScoreLabels.strongest} categories={pick(card.strongest)} Sub={Sub} />
              <Highlights title={practiceScoreLabels.weakest} categories={pick(card.weakest)} Sub={Sub} />
            </div>
          )}
          {card.status !== "failed" && card.categories.length > 0 && (
            <table className={styles.categories}>
              <caption>{practiceScoreLabels.categories}</caption>
              <tbody>
                {/* The aimed-at categories first, labelled, then the rest in the rubric's order. */}
                {[...pick(aimedAt), ...card.categories.filter((category) => !aimedAt.includes(category.key))].map(
                  (category) => (
                    <tr key={category.key}>
                      <th scope="row">
                        {category.label}
                        {aimedAt.includes(category.key) && (
                          <span className={styles.aimed}> ({practiceScoreLabels.aimedAt.toLowerCase()})</span>
                        )}
                      </th>
                      <td>{formatScore(category.score)}</td>
                    </tr>
                  ),
                )}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}

function Highlights({ title, categories, Sub }: { title: string; categories: ScoreCardCategory[]; Sub: "h3" | "h4" }) {
  const id = useId();
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.highlight}>
      <Sub id={id}>{title}</Sub>
      <ul className={styles.highlightList}>
        {categories.map((category) => (
          <li key={category.key} aria-label={`${category.label}: ${formatScore(category.score)}`}>
            <p className={styles.categoryName}>
              {category.label}: <strong>{formatScore(category.score)}</strong>
            </p>
            {category.quotes.length > 0 ? (
              <ul className={styles.quotes} aria-label={evidenceLabels.evidence}>
                {category.quotes.map((quote) => (
                  <li key={`${quote.entry}:${quote.start}`}>
                    <span className={styles.quoteLine}>{evidenceLabels.line(quote.entry + 1)}</span> <q>{quote.text}</q>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>{evidenceLabels.noEvidence}</p>
            )}
            {category.suggestion && (
              <p className={styles.suggestion}>
                <strong>{evidenceLabels.suggestion}:</strong> {category.suggestion}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
