import type { BusinessNameCandidate } from "@dugout/contracts/name-generator";

/** A missing score counts as 0, as docs/requirements/name-generator.md#results says for the sort. */
const overallScore = (candidate: BusinessNameCandidate): number => candidate.research_data?.overall_score ?? 0;

/** Descending by overall score; equal scores keep their order. */
export function sortByScore(candidates: readonly BusinessNameCandidate[]): BusinessNameCandidate[] {
  return candidates
    .map((candidate, index) => ({ candidate, index }))
    .sort((a, b) => overallScore(b.candidate) - overallScore(a.candidate) || a.index - b.index)
    .map(({ candidate }) => candidate);
}

/** Rounded mean of the names that have a score; 0 when none has one yet. */
export function averageScore(candidates: readonly BusinessNameCandidate[]): number {
  const scores = candidates.flatMap((candidate) =>
    candidate.research_data ? [candidate.research_data.overall_score] : [],
  );
  if (scores.length === 0) return 0;
  return Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length);
}

export const anyPending = (candidates: readonly BusinessNameCandidate[]): boolean =>
  candidates.some((candidate) => candidate.status === "pending");
