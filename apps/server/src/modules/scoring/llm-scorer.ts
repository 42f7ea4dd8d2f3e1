import { z } from "zod";
import { scoreCategories, scoreCategoryKeys } from "@dugout/contracts/scoring";
import type { Llm } from "../../integrations/llm/port";
import { totalOf, type CallScorer, type CategoryScores } from "./scorer";

const categoryScore = z.number().min(0).max(100).nullable();

/** The structured answer the model must give: one score per category (null when it does not apply) and feedback. */
export const llmScoreSchema = z.object({
  scores: z.object(
    Object.fromEntries(scoreCategoryKeys.map((key) => [key, categoryScore])) as Record<
      (typeof scoreCategoryKeys)[number],
      typeof categoryScore
    >,
  ),
  feedback: z.string().min(1).max(4000),
});

const system = [
  "You are a sales coach scoring a payroll-software sales call transcript on an 8-category rubric.",
  "Score each category from 0 (absent) to 100 (excellent), judging only what the rep said and did.",
  "Use null for the two objection-handling categories when the prospect raised no objection.",
  "Then write 2-5 sentences of feedback: strengths first, then the most useful coaching points.",
  "Categories:",
  ...scoreCategories.map((category) => `- ${category.key} (${category.label}): ${category.description}`),
].join("\n");

/** Transcripts beyond this many characters are cut (the start and the end matter most for the rubric). */
const maxTranscript = 60_000;

export function createLlmScorer(llm: Llm, timeoutMs: number): CallScorer {
  return {
    name: "llm",
    async score({ transcript, companyName }) {
      const text =
        transcript.length > maxTranscript
          ? `${transcript.slice(0, maxTranscript / 2)}\n[...]\n${transcript.slice(-maxTranscript / 2)}`
          : transcript;
      const answer = await llm.generateObject(
        llmScoreSchema,
        system,
        `Company: ${companyName ?? "unknown"}\nTranscript:\n${text}`,
        {
          timeoutMs,
          schemaName: "call_score",
        },
      );
      const categories = Object.fromEntries(
        scoreCategoryKeys.map((key) => [key, answer.scores[key] === null ? null : Math.round(answer.scores[key])]),
      ) as CategoryScores;
      return { categories, total: totalOf(categories), feedback: answer.feedback.trim() };
    },
  };
}
