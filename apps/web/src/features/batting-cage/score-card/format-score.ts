import { notAvailableText } from "@dugout/contracts/errors";

/** A score as the score card and the history show it: a whole number, N/A when there is none. */
export function formatScore(score: number | null | undefined): string {
  return typeof score === "number" && Number.isFinite(score) ? String(Math.round(score)) : notAvailableText;
}
