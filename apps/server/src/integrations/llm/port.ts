import type { z } from "zod";

interface LlmCallOptions {
  /** Abort after this long; the caller falls back to its offline engine. */
  timeoutMs?: number;
  /** A name for the schema, which some providers pass to the model as a hint. */
  schemaName?: string;
  signal?: AbortSignal;
}

/**
 * Structured output from a language model: the answer is parsed and validated with the zod schema.
 * Every failure (network, provider error, timeout, invalid JSON, schema mismatch) rejects with LlmError,
 * so callers need one catch to fall back.
 */
export interface Llm {
  readonly model: string;
  generateObject<T>(schema: z.ZodType<T>, system: string, prompt: string, options?: LlmCallOptions): Promise<T>;
}

export type LlmErrorKind = "timeout" | "provider" | "invalid_output";

export class LlmError extends Error {
  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "LlmError";
  }
}
