import type { AppConfig } from "../../config";
import { createOpenAiLlm } from "./openai-llm";
import type { Llm } from "./port";

export type LlmConfig = Pick<AppConfig, "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "LLM_MODEL" | "AI_TIMEOUT_MS">;

/**
 * The configured language model: OpenAI with OPENAI_API_KEY, or any OpenAI-compatible server at
 * OPENAI_BASE_URL (a local one may need no key). Undefined when neither is set: callers then use their
 * offline engines.
 */
export function createLlm(config: LlmConfig, timedFetch?: typeof fetch): Llm | undefined {
  if (!config.OPENAI_API_KEY && !config.OPENAI_BASE_URL) return undefined;
  return createOpenAiLlm({
    // The SDK insists on a key; a keyless local server ignores the one it is sent.
    apiKey: config.OPENAI_API_KEY ?? "no-key",
    baseURL: config.OPENAI_BASE_URL,
    model: config.LLM_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
    fetch: timedFetch,
  });
}
