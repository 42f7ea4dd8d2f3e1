import { createOpenAiLlm } from "../integrations/llm/openai-llm";
import type { OpenAiStandIn } from "../integrations/llm/openai-stand-in";
import { createLlmScorer } from "./llm-scorer";

/** The LLM rubric scorer on the OpenAI stand-in, with short timeouts so a failing model fails fast. */
export function standInLlmScorer(standIn: OpenAiStandIn) {
  return createLlmScorer(
    createOpenAiLlm({ apiKey: standIn.apiKey, baseURL: standIn.baseURL, model: "gpt-4.1-mini", timeoutMs: 2000 }),
    2000,
  );
}

/** A model's rubric: six categories scored, the two objection categories not applicable to the call. */
export const rubricScores = {
  ace_score: 90,
  discovery_effectiveness_score: 70,
  discovery_depth_score: 60,
  consultation_teach_score: 50,
  consultation_tailor_score: 80,
  consultation_control_score: 75,
  objection_probing_score: null,
  objection_responding_score: null,
};

/** The same evidence for every category: no quotes, one suggestion. */
export function rubricEvidence(suggestion: string) {
  return Object.fromEntries(Object.keys(rubricScores).map((key) => [key, { quotes: [] as string[], suggestion }]));
}
