import type { AppConfig } from "../../config";
import { createOpenAiImages } from "./openai-images";
import type { ImageModel } from "./port";

export type ImageModelConfig = Pick<AppConfig, "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "IMAGE_MODEL" | "AI_TIMEOUT_MS">;

/** The configured image model, or undefined when no key is set (logos are then drawn offline). */
export function createImageModel(config: ImageModelConfig, timedFetch?: typeof fetch): ImageModel | undefined {
  if (!config.OPENAI_API_KEY) return undefined;
  return createOpenAiImages({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    model: config.IMAGE_MODEL,
    // Images take longer than text: never less than 30 s.
    timeoutMs: Math.max(config.AI_TIMEOUT_MS, 30_000),
    fetch: timedFetch,
  });
}
