import { useId, useState, type FormEvent } from "react";
import {
  nameGeneratorConstants,
  nameGeneratorExamplePrompts,
  nameGeneratorLabels,
  nameGeneratorSampleDescription,
} from "@dugout/contracts/name-generator";
import styles from "./NameGenerator.module.css";

interface IdeaFormProps {
  busy: boolean;
  onSubmit: (description: string) => void;
}

/** View (a): the description, six example prompts and the submit button (docs/requirements/name-generator.md#form). */
export function IdeaForm({ busy, onSubmit }: IdeaFormProps) {
  const [description, setDescription] = useState(nameGeneratorSampleDescription);
  const fieldId = useId();
  const blank = description.trim() === "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !busy) onSubmit(description.trim());
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <h1 className={styles.heading}>
        <label htmlFor={fieldId}>{nameGeneratorLabels.formHeading}</label>
      </h1>
      <textarea
        id={fieldId}
        className={styles.description}
        rows={5}
        maxLength={nameGeneratorConstants.descriptionMax}
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
      <button type="submit" className={styles.primary} disabled={busy || blank}>
        {busy ? nameGeneratorLabels.generating : nameGeneratorLabels.generate}
      </button>
    </form>
  );
}
