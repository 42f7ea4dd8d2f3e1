import { formatDurationMs } from "@dugout/contracts/common";
import { useEffect, useState } from "react";

const secondsUntil = (until: number): number => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/** Seconds left until `until` (epoch ms), ticking once a second while positive. */
export function useSecondsLeft(until: number): number {
  const [left, setLeft] = useState(() => secondsUntil(until));
  useEffect(() => {
    setLeft(secondsUntil(until));
    if (until <= Date.now()) return undefined;
    const timer = setInterval(() => {
      const next = secondsUntil(until);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return left;
}

export const asClock = (seconds: number): string => formatDurationMs(seconds * 1000);
