import { useId, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import {
  coachingLabels as labels,
  coachingMessages as messages,
  type ScenarioDraft,
  type WeakCategory,
} from "@dugout/contracts/coaching";
import { practiceScoreLabels } from "@dugout/contracts/batting-cage-scores";
import type { ScenarioValuesInput } from "@dugout/contracts/practice-scenarios";
import { scoreCategories } from "@dugout/contracts/scoring";
import { addDays, formatDateTime, isoDay, viewerTimeZone } from "../../lib/time";
import { coachingRepsQuery, scenarioDraftQuery, type ScenarioDraftRequest } from "./api";
import { Button } from "../../components/ui/Button";
import { Field } from "../../components/ui/Field";
import { Panel } from "../../components/ui/Panel";
import { Table } from "../../components/ui/Table";
import styles from "./Coaching.module.css";

type Period = "30" | "90" | "custom";

const periodChoices: readonly (readonly [Period, string])[] = [
  ["30", labels.last30Days],
  ["90", labels.last90Days],
  ["custom", labels.customPeriod],
];

const categoryLabel = (key: string) => scoreCategories.find((category) => category.key === key)?.label ?? key;

/** The days of a period choice: the last 30 or 90 days up to today, or the custom days as typed. */
export function periodDays(period: Period, custom: { from: string; to: string }, today: Date = new Date()) {
  if (period === "custom") return custom;
  return { from: isoDay(addDays(today, -(Number(period) - 1))), to: isoDay(today) };
}

function WeakCategoryCard({ category }: { category: WeakCategory }) {
  const titleId = useId();
  return (
    <Panel className={styles.card} aria-labelledby={titleId}>
      <h4 id={titleId}>{category.label}</h4>
      <p className={styles.figures}>
        {labels.average}: <strong>{Math.round(category.average)}</strong> · {labels.calls}: {category.calls}
      </p>
      {category.evidence.length > 0 && (
        <>
          <h5>{labels.evidence}</h5>
          <ul className={styles.evidence}>
            {category.evidence.map((item) => (
              <li key={item.gong_call_id}>
                <span className={styles.callLine}>
                  {[
                    item.company_name,
                    formatDateTime(item.date),
                    practiceScoreLabels.outOf100(String(Math.round(item.score))),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
                {item.quotes.map((quote) => (
                  <blockquote className={styles.quote} key={`${quote.entry}-${quote.start}`}>
                    {quote.text}
                  </blockquote>
                ))}
                {item.suggestion && <p className={styles.suggestion}>{item.suggestion}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}

function DraftResult({
  answer,
  onUseDraft,
}: {
  answer: ScenarioDraft;
  onUseDraft: (values: ScenarioValuesInput) => void;
}) {
  const { draft } = answer;
  return (
    <div className={styles.result}>
      <h3>{labels.weakCategories}</h3>
      <div className={styles.cards}>
        {answer.weak_categories.map((category) => (
          <WeakCategoryCard key={category.key} category={category} />
        ))}
      </div>
      <h3>{labels.objections}</h3>
      {answer.objections.length === 0 ? (
        <p className={styles.note}>{messages.noObjections}</p>
      ) : (
        <Table caption={labels.objections}>
          <thead>
            <tr>
              <th scope="col">{labels.customerObjection}</th>
              <th scope="col">{labels.timesRaised}</th>
            </tr>
          </thead>
          <tbody>
            {answer.objections.map((entry) => (
              <tr key={entry.objection}>
                <th scope="row">
                  {entry.objection}
                  {entry.examples.map((example) => (
                    <blockquote className={styles.quote} key={example}>
                      {example}
                    </blockquote>
                  ))}
                </th>
                <td>{entry.count}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <p className={styles.note}>
        {answer.drafted_by === "llm" ? labels.draftedByLlm : labels.draftedOffline}
        {answer.fallback_reason !== null && <> {messages.llmFallback}</>}
      </p>
      <h3>{labels.draftSummary}</h3>
      <dl className={styles.summary}>
        <dt>{labels.draftName}</dt>
        <dd>{draft.name}</dd>
        <dt>{labels.difficulty}</dt>
        <dd>{draft.difficulty}</dd>
        <dt>{labels.categories}</dt>
        <dd>{draft.categories.map(categoryLabel).join(", ")}</dd>
        <dt>{labels.customerObjection}</dt>
        <dd>{draft.configuration.objection}</dd>
        <dt>{labels.personality}</dt>
        <dd>{draft.configuration.personality_type}</dd>
        <dt>{labels.instructions}</dt>
        <dd className={styles.instructions}>{draft.configuration.custom_instructions}</dd>
      </dl>
      <Button variant="primary" onClick={() => onUseDraft(draft)}>
        {labels.useDraft}
      </Button>
    </div>
  );
}

/**
 * Drafts a practice scenario from a rep's real calls (docs/requirements/coaching.md#draft-panel): pick a rep and a
 * period, see their weakest categories with the evidence, the objections their prospects raise and the draft, and
 * hand the draft to the page with "Use this draft". Nothing is saved here.
 */
export function ScenarioDraftPanel({ onUseDraft }: { onUseDraft: (values: ScenarioValuesInput) => void }) {
  const titleId = useId();
  const reps = useQuery(coachingRepsQuery());
  const [repId, setRepId] = useState("");
  const [period, setPeriod] = useState<Period>("30");
  const [custom, setCustom] = useState(() => periodDays("90", { from: "", to: "" }));
  const [request, setRequest] = useState<ScenarioDraftRequest | null>(null);
  const draft = useQuery({
    ...scenarioDraftQuery(request ?? { user_id: "", from: "", to: "", tz: "" }),
    enabled: request !== null,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!repId) return;
    const next = { user_id: repId, ...periodDays(period, custom), tz: viewerTimeZone() };
    // The same rep and days again: draft anew (the fields the data leaves open are drawn again).
    if (request && JSON.stringify(next) === JSON.stringify(request)) void draft.refetch();
    else setRequest(next);
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId}>{labels.draftPanelTitle}</h2>
      {reps.isPending ? (
        <p role="status">{messages.repsLoading}</p>
      ) : reps.isError ? (
        <p role="alert" className={styles.error}>
          {messages.repsFailed} {reps.error.message}
        </p>
      ) : reps.data.reps.length === 0 ? (
        <p className={styles.note}>{messages.repsEmpty}</p>
      ) : (
        <form className={styles.form} onSubmit={submit}>
          <Field label={labels.rep} wide>
            {(control) => (
              <select {...control} value={repId} onChange={(event) => setRepId(event.target.value)} required>
                <option value="">{labels.chooseRep}</option>
                {reps.data.reps.map((rep) => (
                  <option key={rep.user_id} value={rep.user_id}>
                    {rep.name} ({rep.email}) · {rep.real_calls}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <fieldset className={styles.period}>
            <legend>{labels.period}</legend>
            {periodChoices.map(([value, text]) => (
              <label key={value} className={styles.choice}>
                <input
                  type="radio"
                  name={`${titleId}-period`}
                  value={value}
                  checked={period === value}
                  onChange={() => setPeriod(value)}
                />
                {text}
              </label>
            ))}
            {period === "custom" && (
              <span className={styles.dates}>
                {/* Each end bounds the other, so the period never runs backwards. */}
                {(["from", "to"] as const).map((end) => (
                  <Field key={end} label={labels[end]}>
                    {(control) => (
                      <input
                        {...control}
                        type="date"
                        value={custom[end]}
                        min={end === "to" ? custom.from : undefined}
                        max={end === "from" ? custom.to : undefined}
                        required
                        onChange={(event) => setCustom({ ...custom, [end]: event.target.value })}
                      />
                    )}
                  </Field>
                ))}
              </span>
            )}
          </fieldset>
          <Button type="submit" variant="primary" disabled={!repId} busy={draft.isFetching}>
            {labels.draftButton}
          </Button>
        </form>
      )}
      {request !== null &&
        (draft.isPending ? (
          <p role="status">{messages.draftLoading}</p>
        ) : draft.isError ? (
          <p role="alert" className={styles.error}>
            {messages.draftFailed} {draft.error.message}
          </p>
        ) : (
          <DraftResult answer={draft.data} onUseDraft={onUseDraft} />
        ))}
    </section>
  );
}
