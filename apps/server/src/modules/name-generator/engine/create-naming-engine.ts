import type { AppConfig } from "../../../config";
import type { ImageModel } from "../../../integrations/images/port";
import type { Llm } from "../../../integrations/llm/port";
import type { FallbackReporter } from "./llm-engine";
import { createOfflineEngine } from "./offline/offline-engine";
import type { NamingEngine } from "./port";
import { createThreadedEngine, defaultNamingThreads } from "./threaded/threaded-engine";

export interface NamingEngineOverrides {
  /** Adapters to use instead of the configured ones (tests); `null` forces offline. */
  llm?: Llm | null;
  images?: ImageModel | null;
  /** Told about each fallback to the offline engine (the server logs it). */
  onFallback?: FallbackReporter;
  /** The fetch the configured adapters call OpenAI with (the metrics' timed one). */
  fetch?: typeof fetch;
}

type NamingEngineConfig = Pick<
  AppConfig,
  "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "LLM_MODEL" | "IMAGE_MODEL" | "AI_TIMEOUT_MS"
> &
  Partial<Pick<AppConfig, "NAMING_ENGINE_THREADS">>;

/** The offline engine in NAMING_ENGINE_THREADS worker threads (by default sized to the cores), or in process with 0. */
function offlineEngine(config: NamingEngineConfig): NamingEngine {
  const threads = config.NAMING_ENGINE_THREADS ?? defaultNamingThreads();
  return threads === 0 ? createOfflineEngine() : createThreadedEngine({ threads });
}

/**
 * Offline unless an API key is configured. Cheap to call at boot: the offline data loads on first use,
 * or in the background when the caller runs `warmUp()`. The caller closes the engine (its threads).
 */
export async function createNamingEngine(
  config: NamingEngineConfig,
  overrides: NamingEngineOverrides = {},
): Promise<NamingEngine> {
  const offline = offlineEngine(config);
  if (overrides.llm === null || (overrides.llm === undefined && !config.OPENAI_API_KEY)) return offline;
  // The AI SDK is only imported when a model is configured: the offline server boots without it.
  const [{ createLlm }, { createImageModel }, { createLlmNamingEngine }] = await Promise.all([
    import("../../../integrations/llm/create-llm"),
    import("../../../integrations/images/create-image-model"),
    import("./llm-engine"),
  ]);
  const llm = overrides.llm ?? createLlm(config, overrides.fetch);
  if (!llm) return offline;
  const images =
    overrides.images === undefined ? createImageModel(config, overrides.fetch) : (overrides.images ?? undefined);
  return createLlmNamingEngine(offline, llm, images, overrides.onFallback);
}
