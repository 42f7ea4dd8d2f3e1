import { useSyncExternalStore } from "react";

const query = "(prefers-reduced-motion: reduce)";
const media = () => (typeof window.matchMedia === "function" ? window.matchMedia(query) : null);

/** True when the visitor asked the system for less motion; follows changes live. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = media();
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    () => media()?.matches ?? false,
    () => false,
  );
}
