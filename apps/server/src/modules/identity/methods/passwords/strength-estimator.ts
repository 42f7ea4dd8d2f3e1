import { ZxcvbnFactory, type OptionsType } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { dictionary as englishDictionary, translations } from "@zxcvbn-ts/language-en";

/** What the widget shows of zxcvbn's answer. */
export interface StrengthEstimate {
  score: number;
  warning: string;
  suggestions: string[];
}

export type EstimatorBounds = Required<Pick<OptionsType, "maxLength" | "l33tMaxSubstitutions">>;

/**
 * How much work one estimate may do. zxcvbn-ts 4.2.0's defaults (256 characters, 100 l33t variants)
 * let one crafted 256-character password cost 2.5 s of CPU. The cost grows with the length (the
 * password is cut to `maxLength` before matching) and with the number of l33t variants tried, each
 * matched against every dictionary. With these bounds the costliest input we know takes about 0.1 s
 * of CPU. A password longer than 64 characters is judged on its first 64, ample for a score.
 * 20 variants, not fewer: among 1,500 generated l33t passwords (1-3 dictionary words, on average half
 * the substitutable letters substituted), 5 variants changed the valid/invalid verdict of 16 (such as
 * "ju57!ce!!", scored 3 instead of 1), 20 changed 2 and 50 none; 50 costs three times as much as 20.
 */
export const estimatorBounds: EstimatorBounds = { maxLength: 64, l33tMaxSubstitutions: 20 };

/**
 * zxcvbn with the common and English dictionaries. Building it takes ~300 ms; the server does that
 * in the strength worker only. `bounds` defaults to ours; tests compare against the library's own.
 */
export function createEstimator(bounds: Partial<EstimatorBounds> = estimatorBounds) {
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    translations,
    ...bounds,
  });
  return (password: string, userInputs: string[]): StrengthEstimate => {
    const result = zxcvbn.check(password, userInputs);
    return {
      score: result.score,
      warning: result.feedback.warning ?? "",
      suggestions: result.feedback.suggestions,
    };
  };
}

/** A request to the strength worker (worker-queue.ts pairs it with its answer). */
export interface EstimateRequest {
  password: string;
  userInputs: string[];
}
