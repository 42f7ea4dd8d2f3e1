import { useEffect, useState } from "react";

/**
 * Whole seconds left until `until` (a Date.now() instant), ticking once a second; 0 when there is no
 * deadline or it has passed. A new deadline restarts the count.
 */
export function useCountdown(until: number | undefined): number {
  const left = () => (until === undefined ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  const [shownFor, setShownFor] = useState(until);
  // A new deadline is read during render (not in an effect), so its first second shows at once.
  if (shownFor !== until) {
    setShownFor(until);
    setSeconds(left());
  }
  useEffect(() => {
    if (until === undefined) return undefined;
    const timer = setInterval(() => {
      const next = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}
