import { useId, useState, type FormEvent } from "react";
import {
  nameGeneratorConstants,
  nameGeneratorExamplePrompts,
  nameGeneratorLabels,
  nameGeneratorSampleDescription,
} from "@dugout/contracts/name-generator";
import { FailureMessage } from "./FailureMessage";
import styles from "./NameGenerator.module.css";
import type { RequestFailure } from "./request-failure";
import { useCountdown } from "./use-countdown";

interface IdeaFormProps {
  /** The visitor's idea when they come back from the results; empty on a first visit. */
  initialDescription: string;
  busy: boolean;
  /** Why the last generation failed, shown under the button. */
  failure: RequestFailure | null;
  onSubmit: (description: string) => void;
}

/**
 * View (a): the description (empty, with an example as placeholder), six example prompts and the submit
 * button (docs/requirements/name-generator.md#form). While the server asks to wait, the button stays
 * disabled and points at the countdown that says why.
 */
export function IdeaForm({ initialDescription, busy, failure, onSubmit }: IdeaFormProps) {
  const [description, setDescription] = useState(initialDescription);
  const fieldId = useId();
  const failureId = useId();
  const waiting = useCountdown(failure?.retryUntil) > 0;
  const blank = description.trim() === "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !busy && !waiting) onSubmit(description.trim());
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <h1 className={styles.heading}>
        <label htmlFor={fieldId}>{nameGeneratorLabels.formHeading}</label>
      </h1>
      <textarea
        id={fieldId}
        className={styles.description}
        rows={4}
        maxLength={nameGeneratorConstants.descriptionMax}
        placeholder={nameGeneratorSampleDescription}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <ul className={styles.examples} aria-label="Example ideas">
        {nameGeneratorExamplePrompts.map((prompt) => (
          <li key={prompt}>
            <button type="button" className={styles.example} onClick={() => setDescription(prompt)}>
              {prompt}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="submit"
        className={styles.primary}
        disabled={busy || blank || waiting}
        aria-describedby={failure ? failureId : undefined}
      >
        {busy ? nameGeneratorLabels.generating : nameGeneratorLabels.generate}
      </button>
      {failure ? <FailureMessage id={failureId} failure={failure} /> : null}
    </form>
  );
}
