import { useCallback, useEffect, useRef, useState } from "react";

export type CopyOutcome = "copied" | "failed";

/** How long the confirmation stays on the button. */
const CONFIRMATION_MS = 2000;

/**
 * Copies text with the Clipboard API and remembers, for a moment, which item was copied (or could not be:
 * the API is missing outside secure pages, or the browser refused), so the button can say so.
 */
export function useCopyText(): {
  outcomeOf: (key: string) => CopyOutcome | null;
  copy: (key: string, text: string) => void;
} {
  const [last, setLast] = useState<{ key: string; outcome: CopyOutcome } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const show = useCallback((key: string, outcome: CopyOutcome) => {
    if (timer.current) clearTimeout(timer.current);
    setLast({ key, outcome });
    timer.current = setTimeout(() => setLast(null), CONFIRMATION_MS);
  }, []);
  const copy = useCallback(
    (key: string, text: string) => {
      // navigator.clipboard is undefined on pages that are not secure, whatever the types say.
      const clipboard = navigator.clipboard as Clipboard | undefined;
      if (!clipboard) {
        show(key, "failed");
        return;
      }
      clipboard.writeText(text).then(
        () => show(key, "copied"),
        () => show(key, "failed"),
      );
    },
    [show],
  );
  const outcomeOf = useCallback((key: string) => (last?.key === key ? last.outcome : null), [last]);
  return { outcomeOf, copy };
}
