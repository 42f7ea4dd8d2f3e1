import { z } from "zod";
import { AppError } from "../../errors";
import type { RealtimeProvider, RealtimeSession, RealtimeSessionRequest } from "./port";
import { clientSecretTtlSeconds, realtimeTools } from "./tools";

export interface OpenAiRealtimeOptions {
  apiKey: string;
  /** Defaults to https://api.openai.com/v1 (a stand-in server in tests). */
  baseUrl?: string | undefined;
  model: string;
  voice: string;
  transcriptionModel: string;
  fetch?: typeof fetch;
}

const defaultBaseUrl = "https://api.openai.com/v1";
/** Where browsers post their SDP offer on the GA interface (docs/decisions/0005-offline-speech.md#facts-this-relies-on). */
const openAiRealtimeCallsUrl = "https://api.openai.com/v1/realtime/calls";

// GA answers the secret at the top level; the `client_secret.value` of docs/requirements/batting-cage.md#calls is our wrapper.
const mintAnswerSchema = z.object({
  value: z.string().min(1),
  expires_at: z.number(),
});

/** The GA body of POST /v1/realtime/client_secrets for one call. */
function clientSecretRequestBody(options: OpenAiRealtimeOptions, request: RealtimeSessionRequest) {
  return {
    expires_after: { anchor: "created_at", seconds: clientSecretTtlSeconds },
    session: {
      type: "realtime",
      model: options.model,
      instructions: request.instructions,
      audio: {
        input: {
          transcription: { model: options.transcriptionModel },
          turn_detection: { type: "server_vad" },
        },
        output: { voice: options.voice },
      },
      tools: realtimeTools,
      tool_choice: "auto",
    },
  };
}

export function createOpenAiRealtimeProvider(options: OpenAiRealtimeOptions): RealtimeProvider {
  const baseUrl = (options.baseUrl ?? defaultBaseUrl).replace(/\/+$/, "");
  const doFetch = options.fetch ?? fetch;
  return {
    name: "openai",
    async createSession(request): Promise<RealtimeSession> {
      let response: Response;
      try {
        response = await doFetch(`${baseUrl}/realtime/client_secrets`, {
          method: "POST",
          headers: { authorization: `Bearer ${options.apiKey}`, "content-type": "application/json" },
          body: JSON.stringify(clientSecretRequestBody(options, request)),
          signal: AbortSignal.timeout(15_000),
        });
      } catch {
        throw new AppError("unavailable", "The realtime voice service could not be reached. Please try again.");
      }
      if (!response.ok) {
        // The upstream body may echo account details: keep it out of the answer.
        await response.body?.cancel();
        throw new AppError("unavailable", `The realtime voice service refused the session (HTTP ${response.status}).`);
      }
      const parsed = mintAnswerSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) {
        throw new AppError("unavailable", "The realtime voice service answered without a client secret.");
      }
      return {
        client_secret: { value: parsed.data.value, expires_at: parsed.data.expires_at },
        sdp_url: openAiRealtimeCallsUrl,
        model: options.model,
      };
    },
  };
}
