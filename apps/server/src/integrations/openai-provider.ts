import { createOpenAI } from "@ai-sdk/openai";

/** Where and how the AI SDK reaches an OpenAI-compatible server (the language and image models share it). */
export interface OpenAiConnection {
  apiKey: string;
  /** Any OpenAI-compatible server; the SDK's default (api.openai.com) when unset. */
  baseURL?: string | undefined;
  /** The fetch the SDK calls the server with (the metrics' timed one). */
  fetch?: typeof fetch | undefined;
}

export function openAiProvider(connection: OpenAiConnection) {
  return createOpenAI({
    apiKey: connection.apiKey,
    ...(connection.baseURL ? { baseURL: connection.baseURL } : {}),
    ...(connection.fetch ? { fetch: connection.fetch } : {}),
  });
}

/** One call's signal: aborted at its timeout, or earlier when the caller's own signal aborts. */
export function callSignal(timeoutMs: number, callers?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return callers ? AbortSignal.any([timeout, callers]) : timeout;
}
