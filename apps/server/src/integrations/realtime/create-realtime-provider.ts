import type { AppContext } from "../../context";
import { createOpenAiRealtimeProvider } from "./openai";
import type { RealtimeProvider } from "./port";
import { createSimulatorRealtimeProvider } from "./simulator";

/** OpenAI Realtime (GA) when OPENAI_API_KEY is set, else the in-process simulator; either hands out REALTIME_ICE_SERVERS. */
export function createRealtimeProvider(ctx: AppContext): RealtimeProvider {
  const provider = chooseProvider(ctx);
  const iceServers = ctx.config.REALTIME_ICE_SERVERS;
  if (iceServers.length === 0) return provider;
  return {
    name: provider.name,
    createSession: async (request) => ({ ...(await provider.createSession(request)), ice_servers: iceServers }),
  };
}

function chooseProvider(ctx: AppContext): RealtimeProvider {
  const { config } = ctx;
  if (config.OPENAI_API_KEY) {
    return createOpenAiRealtimeProvider({
      apiKey: config.OPENAI_API_KEY,
      baseUrl: config.OPENAI_BASE_URL,
      model: config.REALTIME_MODEL,
      voice: config.REALTIME_VOICE,
      transcriptionModel: config.REALTIME_TRANSCRIPTION_MODEL,
      fetch: ctx.metrics.outsideFetch("openai"),
    });
  }
  return createSimulatorRealtimeProvider(ctx);
}
