import type { AppContext } from "../context";
import { createLlm } from "../integrations/llm/create-llm";
import { heuristicScorer } from "./heuristic-scorer";
import { createLlmScorer } from "./llm-scorer";
import type { CallScorer } from "./scorer";

/** The LLM scorer when a text-generation provider is configured (and not overridden), else the offline heuristic. */
export function createCallScorer(ctx: AppContext): CallScorer {
  if (ctx.config.SCORING_ENGINE === "heuristic") return heuristicScorer;
  const llm = createLlm(ctx.config, ctx.metrics.outsideFetch("openai"));
  return llm ? createLlmScorer(llm, ctx.config.AI_TIMEOUT_MS) : heuristicScorer;
}
