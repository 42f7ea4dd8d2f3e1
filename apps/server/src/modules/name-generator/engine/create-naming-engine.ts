import type { AppConfig } from "../../../config";
import { createImageModel } from "../../../integrations/images/create-image-model";
import type { ImageModel } from "../../../integrations/images/port";
import { createLlm } from "../../../integrations/llm/create-llm";
import type { Llm } from "../../../integrations/llm/port";
import { type FallbackReporter, createLlmNamingEngine } from "./llm-engine";
import { createOfflineEngine } from "./offline/offline-engine";
import type { NamingEngine } from "./port";

export interface NamingEngineOverrides {
  /** Adapters to use instead of the configured ones (tests); `null` forces offline. */
  llm?: Llm | null;
  images?: ImageModel | null;
  /** Told about each fallback to the offline engine (the server logs it). */
  onFallback?: FallbackReporter;
}

/**
 * Offline unless an API key is configured. Cheap to call at boot: the offline data loads on first use,
 * or in the background when the caller runs `warmUp()`.
 */
export function createNamingEngine(
  config: Pick<AppConfig, "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "LLM_MODEL" | "IMAGE_MODEL" | "AI_TIMEOUT_MS">,
  overrides: NamingEngineOverrides = {},
): Promise<NamingEngine> {
  const offline = createOfflineEngine();
  const llm = overrides.llm === undefined ? createLlm(config) : (overrides.llm ?? undefined);
  if (!llm) return Promise.resolve(offline);
  const images = overrides.images === undefined ? createImageModel(config) : (overrides.images ?? undefined);
  return Promise.resolve(createLlmNamingEngine(offline, llm, images, overrides.onFallback));
}
