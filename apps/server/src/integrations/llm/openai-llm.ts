import { generateObject } from "ai";
import { callSignal, openAiProvider, type OpenAiConnection } from "../openai-provider";
import { LlmError, type Llm } from "./port";

export interface OpenAiLlmOptions extends OpenAiConnection {
  model: string;
  /** Default per-call timeout. */
  timeoutMs: number;
}

function classify(error: unknown, signal: AbortSignal): LlmError {
  if (error instanceof LlmError) return error;
  const name = error instanceof Error ? error.name : "";
  if (signal.aborted || name === "AbortError" || name === "TimeoutError")
    return new LlmError("timeout", "the language model did not answer in time", { cause: error });
  if (/NoObjectGenerated|TypeValidation|JSONParse/.test(name))
    return new LlmError("invalid_output", "the language model's answer did not fit the schema", { cause: error });
  return new LlmError(
    "provider",
    `the language model call failed: ${error instanceof Error ? error.message : String(error)}`,
    { cause: error },
  );
}

/** The AI SDK over the chat-completions API (`.chat(model)`), so local and hosted compatible servers work. */
export function createOpenAiLlm(options: OpenAiLlmOptions): Llm {
  const model = openAiProvider(options).chat(options.model);
  return {
    model: options.model,
    async generateObject(schema, system, prompt, callOptions = {}) {
      const signal = callSignal(callOptions.timeoutMs ?? options.timeoutMs, callOptions.signal);
      try {
        const result = await generateObject({
          model,
          schema,
          ...(callOptions.schemaName ? { schemaName: callOptions.schemaName } : {}),
          system,
          prompt,
          abortSignal: signal,
          // One attempt: the offline engine is a better fallback than a slow retry.
          maxRetries: 0,
        });
        return result.object;
      } catch (error) {
        throw classify(error, signal);
      }
    },
  };
}
