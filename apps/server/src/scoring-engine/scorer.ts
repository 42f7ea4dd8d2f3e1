import type { ScoreCategoryKey } from "@dugout/contracts/scoring";
import type { ScoreEvidence } from "@dugout/contracts/scoring-evidence";

/** The rubric result for one transcript: eight category scores (0-100, null when the call gave no occasion), total and feedback. */
export type CategoryScores = Record<ScoreCategoryKey, number | null>;

export interface CallScore {
  categories: CategoryScores;
  /** Rounded mean of the non-null categories; null when none applies. */
  total: number | null;
  feedback: string;
  /** Per category: the transcript lines that justify the score and one suggestion. */
  evidence: ScoreEvidence;
}

/**
 * One spoken line. `entry` is where it is in the source (a practice call's entry position, a real
 * call's line number), so evidence can point back at it; `speaker` is the name shown to a model.
 */
export interface TranscriptLine {
  entry: number;
  role: "rep" | "prospect";
  speaker: string;
  text: string;
}

export interface ScoreInput {
  lines: readonly TranscriptLine[];
  companyName?: string | null;
}

/** The one port every scorer implements (the LLM adapter and the offline heuristic). */
export interface CallScorer {
  readonly name: "heuristic" | "llm";
  score(input: ScoreInput): Promise<CallScore>;
}

export function totalOf(categories: CategoryScores): number | null {
  const values = Object.values(categories).filter((value): value is number => typeof value === "number");
  if (values.length === 0) return null;
  return Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
}
