import { nameGeneratorLabels } from "@dugout/contracts/name-generator";
import styles from "./Branding.module.css";
import { useCopyText } from "./use-copy-text";

/**
 * The taglines: a click on one selects or unselects it; its Copy button puts it on the clipboard and says
 * "Copied" for a moment (announced too, through the status region).
 */
export function TaglineList({
  taglines,
  selected,
  onToggle,
}: {
  taglines: readonly string[];
  selected: ReadonlySet<number>;
  onToggle: (index: number) => void;
}) {
  const { outcomeOf, copy } = useCopyText();
  return (
    <ul className={styles.taglines}>
      {taglines.map((tagline, index) => {
        const outcome = outcomeOf(String(index));
        const confirmation =
          outcome === "copied"
            ? nameGeneratorLabels.copied
            : outcome === "failed"
              ? nameGeneratorLabels.copyFailed
              : "";
        return (
          <li key={`${tagline}-${index}`} className={styles.taglineRow}>
            <button
              type="button"
              className={styles.tagline}
              aria-pressed={selected.has(index)}
              onClick={() => onToggle(index)}
            >
              {tagline}
            </button>
            <button
              type="button"
              className={styles.copyButton}
              data-outcome={outcome ?? undefined}
              onClick={() => copy(String(index), tagline)}
            >
              {confirmation || nameGeneratorLabels.copyTagline}
              <span className="visually-hidden"> “{tagline}”</span>
            </button>
            <span role="status" className="visually-hidden">
              {confirmation}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
