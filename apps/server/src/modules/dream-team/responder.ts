import { z } from "zod";
import type { AppContext } from "../../context";
import { createLlm } from "../../integrations/llm/create-llm";
import type { Llm } from "../../integrations/llm/port";
import { offlineResponder, type TextResponder } from "./self-test";

const answerSchema = z.object({ answer: z.string().max(500) });

export function llmResponder(llm: Llm): TextResponder {
  return {
    provider: `LLM ${llm.model}`,
    async answer(prompt, timeoutMs) {
      const result = await llm.generateObject(
        answerSchema,
        "You are RAVI, a diagnostics agent. Answer briefly and exactly.",
        prompt,
        {
          timeoutMs,
          schemaName: "ravi_answer",
        },
      );
      return result.answer;
    },
  };
}

/** The configured text-generation provider for RAVI's prompt; the offline engine when none is configured. */
export function createResponder(ctx: AppContext): TextResponder {
  const llm = createLlm(ctx.config, ctx.metrics.outsideFetch("openai"));
  return llm ? llmResponder(llm) : offlineResponder;
}
