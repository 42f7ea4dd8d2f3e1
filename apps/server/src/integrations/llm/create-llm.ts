import type { AppConfig } from "../../config";
import { createOpenAiLlm } from "./openai-llm";
import type { Llm } from "./port";

export type LlmConfig = Pick<AppConfig, "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "LLM_MODEL" | "AI_TIMEOUT_MS">;

/** The configured language model, or undefined when no key is set (callers then use their offline engines). */
export function createLlm(config: LlmConfig): Llm | undefined {
  if (!config.OPENAI_API_KEY) return undefined;
  return createOpenAiLlm({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.LLM_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
  });
}
