import { formatDurationMs } from "@dugout/contracts/time";
import { useSyncExternalStore } from "react";

/** One shared once-a-second clock for every countdown on the page (codes, 429 waits). */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    for (const notify of [...listeners]) notify();
  }, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Whole seconds, so the snapshot is stable between ticks. */
const currentSecond = (): number => Math.floor(Date.now() / 1000);

/** Seconds left until `until` (epoch ms), re-rendering once a second. */
export function useSecondsLeft(until: number): number {
  const now = useSyncExternalStore(subscribe, currentSecond, currentSecond);
  return Math.max(0, Math.floor(until / 1000) - now);
}

export const asClock = (seconds: number): string => formatDurationMs(seconds * 1000);
