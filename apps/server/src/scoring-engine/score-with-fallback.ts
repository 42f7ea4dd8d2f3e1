import { heuristicScorer } from "./heuristic-scorer";
import type { CallScore, CallScorer, ScoreInput } from "./scorer";

export interface FallbackScore {
  result: CallScore;
  scoredBy: CallScorer["name"];
  /** Why the configured scorer did not answer, when the offline one did instead. */
  scoringError: string | null;
}

/**
 * Scores with the configured scorer; a provider failure must not leave a call unscored, so the
 * offline heuristic answers instead and the error is kept beside the score.
 */
export async function scoreWithFallback(scorer: CallScorer, input: ScoreInput): Promise<FallbackScore> {
  try {
    return { result: await scorer.score(input), scoredBy: scorer.name, scoringError: null };
  } catch (error) {
    const scoringError = error instanceof Error ? error.message.slice(0, 500) : "scoring failed";
    return { result: await heuristicScorer.score(input), scoredBy: heuristicScorer.name, scoringError };
  }
}
