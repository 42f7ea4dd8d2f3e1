import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { scoreCategories, scoringMessages } from "@dugout/contracts/scoring";
import {
  practiceGapPoints,
  practiceVsRealLabels as labels,
  type PracticeVsRealQuery,
  type PracticeVsRealRep,
  type PracticeVsRealRow,
} from "@dugout/contracts/scoring-practice";
import { practiceVsRealQuery } from "./api";
import { Panel } from "../../components/ui/Panel";
import styles from "./PracticeVsReal.module.css";

const categoryLabels = new Map<string, string>(scoreCategories.map((category) => [category.key, category.label]));

const shown = (value: number | null): string =>
  value === null ? scoringMessages.notAvailable : String(Math.round(value));

/** Practice minus real, signed ("+18", "−4", "0"), or N/A when one side has no mean. */
export function gapText(gap: number | null): string {
  if (gap === null) return scoringMessages.notAvailable;
  const rounded = Math.round(gap);
  return rounded > 0 ? `+${rounded}` : rounded < 0 ? `−${Math.abs(rounded)}` : "0";
}

/** Practice ahead of real calls by the threshold or more: what is practised is not reaching customers. */
const notCarryingOver = (row: PracticeVsRealRow): boolean => row.gap !== null && row.gap >= practiceGapPoints;

function ComparisonRow({ label, row, header }: { label: string; row: PracticeVsRealRow; header?: boolean }) {
  const flagged = notCarryingOver(row);
  return (
    <tr className={`${header ? styles.totalRow : ""} ${flagged ? styles.flagged : ""}`}>
      <th scope="row">{label}</th>
      <td>{shown(row.practice)}</td>
      <td>{shown(row.real)}</td>
      <td>
        {gapText(row.gap)}
        {flagged && <span className={styles.badge}>{labels.notCarryingOver}</span>}
      </td>
    </tr>
  );
}

function RepComparison({ rep }: { rep: PracticeVsRealRep }) {
  const titleId = useId();
  return (
    <Panel className={styles.rep} aria-labelledby={titleId}>
      <h3 id={titleId}>{rep.name}</h3>
      <p className={styles.counts}>{labels.callCounts(rep.practice_calls, rep.real_calls)}</p>
      {rep.real_calls === 0 && <p className={styles.note}>{labels.noRealCalls}</p>}
      <table className={styles.table}>
        <caption className="visually-hidden">
          {rep.name}: {labels.title}
        </caption>
        <thead>
          <tr>
            <th scope="col">{labels.columnCategory}</th>
            <th scope="col">{labels.columnPractice}</th>
            <th scope="col">{labels.columnReal}</th>
            <th scope="col">{labels.columnGap}</th>
          </tr>
        </thead>
        <tbody>
          <ComparisonRow label={labels.total} row={rep.total} header />
          {rep.categories.map((row) => (
            <ComparisonRow key={row.key} label={categoryLabels.get(row.key) ?? row.key} row={row} />
          ))}
        </tbody>
      </table>
    </Panel>
  );
}

/**
 * Practice beside real calls (docs/requirements/scoring-champ.md#practice-beside-real-calls): for each rep who
 * practised in the timeframe, the practice means beside the real-call means per category, a category flagged
 * where practice runs ahead of real calls; then who had real calls but did not practise.
 *
 * `hidden` keeps the section out of the page while its comparison still loads (the request is made all the
 * same), for a parent whose content above it has not reached its final height yet.
 */
export function PracticeVsRealView({ filter, hidden = false }: { filter: PracticeVsRealQuery; hidden?: boolean }) {
  const comparison = useQuery(practiceVsRealQuery(filter));
  const body = () => {
    if (comparison.error)
      return (
        <p role="alert" className={styles.error}>
          {scoringMessages.loadError(comparison.error.message)}
        </p>
      );
    if (!comparison.data)
      return (
        <p role="status" className={styles.note}>
          {labels.loading}
        </p>
      );
    const practised = comparison.data.reps.filter((rep) => rep.practice_calls > 0);
    const notPractised = comparison.data.reps.filter((rep) => rep.practice_calls === 0);
    return (
      <>
        {practised.length === 0 ? (
          <p className={styles.note}>{labels.empty}</p>
        ) : (
          <div className={styles.reps}>
            {practised.map((rep) => (
              <RepComparison key={rep.email} rep={rep} />
            ))}
          </div>
        )}
        {notPractised.length > 0 && (
          <section aria-labelledby="practice-vs-real-none" className={styles.none}>
            <h3 id="practice-vs-real-none">{labels.noPracticeHeading}</h3>
            <ul>
              {notPractised.map((rep) => (
                <li key={rep.email}>{rep.name}</li>
              ))}
            </ul>
          </section>
        )}
      </>
    );
  };
  return (
    <section aria-labelledby="practice-vs-real-title" className={styles.view} hidden={hidden}>
      <h2 id="practice-vs-real-title">{labels.title}</h2>
      <p className={styles.intro}>
        {labels.intro} {labels.flagRule(practiceGapPoints)}
      </p>
      {body()}
    </section>
  );
}
