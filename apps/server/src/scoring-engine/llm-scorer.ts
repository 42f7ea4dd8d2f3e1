import { z } from "zod";
import { scoreCategories, scoreCategoryKeys, type ScoreCategoryKey } from "@dugout/contracts/scoring";
import { evidenceLimits, type ScoreEvidence } from "@dugout/contracts/scoring-evidence";
import type { Llm } from "../integrations/llm/port";
import { verifiedQuotes } from "./quote-verification";
import { totalOf, type CallScorer, type CategoryScores } from "./scorer";
import { transcriptText } from "./transcript-lines";

const categoryScore = z.number().min(0).max(100).nullable();
const categoryEvidence = z.object({
  quotes: z.array(z.string().max(1000)).max(5),
  suggestion: z.string().max(evidenceLimits.suggestionMax),
});

const perCategory = <T extends z.ZodType>(schema: T) =>
  z.object(Object.fromEntries(scoreCategoryKeys.map((key) => [key, schema])) as Record<ScoreCategoryKey, T>);

/**
 * The structured answer the model must give: one score per category (null when it does not apply),
 * per category the rep's lines that justify it, quoted word for word, and one suggestion; and feedback.
 */
const llmScoreSchema = z.object({
  scores: perCategory(categoryScore),
  evidence: perCategory(categoryEvidence),
  feedback: z.string().min(1).max(4000),
});

const system = [
  "You are a sales coach scoring a payroll-software sales call transcript on an 8-category rubric.",
  "Score each category from 0 (absent) to 100 (excellent), judging only what the rep said and did.",
  "Use null for the two objection-handling categories when the prospect raised no objection.",
  `For each category, quote up to ${evidenceLimits.quotesPerCategory} of the rep's lines that justify the score, copied word for word from one line of the transcript (no speaker name, no paraphrase), and give one concrete suggestion for the next call.`,
  "Then write 2-5 sentences of feedback: strengths first, then the most useful coaching points.",
  "Categories:",
  ...scoreCategories.map((category) => `- ${category.key} (${category.label}): ${category.description}`),
].join("\n");

/** Transcripts beyond this many characters are cut (the start and the end matter most for the rubric). */
const maxTranscript = 60_000;

export function createLlmScorer(llm: Llm, timeoutMs: number): CallScorer {
  return {
    name: "llm",
    async score({ lines, companyName }) {
      const transcript = transcriptText(lines);
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
      // Only quotes that are in the transcript are evidence: the rest are dropped here.
      const evidence: ScoreEvidence = Object.fromEntries(
        scoreCategoryKeys.map((key) => [
          key,
          {
            quotes: verifiedQuotes(lines, answer.evidence[key].quotes),
            suggestion: answer.evidence[key].suggestion.trim(),
          },
        ]),
      );
      return { categories, total: totalOf(categories), feedback: answer.feedback.trim(), evidence };
    },
  };
}
