import { useEffect, useRef, useState } from "react";
import { scoringConstants } from "@dugout/contracts/scoring";

/**
 * The search box's text, which settles (trimmed, after the pause) into `settled` through `commit`. While
 * the URL's value is the one the text was typed against, the text is shown as typed (spaces and all);
 * when the URL changes under it (Back, a link), the box shows the URL's value.
 */
export function useSearchDraft(
  settled: string,
  commit: (value: string) => void,
): { text: string; edit: (text: string) => void } {
  const [draft, setDraft] = useState({ against: settled, text: settled });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The pause outlives the render that started it: it commits through the latest callback.
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  });

  const edit = (text: string) => {
    setDraft({ against: settled, text });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const value = text.trim();
      setDraft({ against: value, text });
      latestCommit.current(value);
    }, scoringConstants.searchDebounceMs);
  };

  return { text: draft.against === settled ? draft.text : settled, edit };
}
