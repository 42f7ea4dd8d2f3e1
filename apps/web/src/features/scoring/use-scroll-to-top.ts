import { useEffect, useRef } from "react";

/**
 * Scrolls the window to the top when `key` changes (not on the first render): a new view starts at its
 * heading, not where the previous one was scrolled to.
 */
export function useScrollToTopOnChange(key: string): void {
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    window.scrollTo({ top: 0, left: 0 });
  }, [key]);
}
