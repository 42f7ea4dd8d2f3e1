import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOpenAiStandIn, type OpenAiStandIn } from "../integrations/llm/openai-stand-in";
import { rubricEvidence, rubricScores, standInLlmScorer } from "./llm-scorer-test-kit";
import { linesOfCallTranscript, linesOfPracticeTranscript } from "./transcript-lines";

let standIn: OpenAiStandIn;
beforeAll(async () => {
  standIn = await startOpenAiStandIn();
});
afterAll(async () => {
  await standIn.close();
});

const scorer = () => standInLlmScorer(standIn);
const scores = rubricScores;
const evidence = rubricEvidence("Ask about impact.");

describe("LLM rubric scorer (structured output, against the OpenAI stand-in)", () => {
  it("asks for the rubric as structured output and totals the categories", async () => {
    standIn.reply = () => ({
      kind: "object",
      value: { scores, evidence, feedback: "Good agenda. Ask more about impact." },
    });
    const result = await scorer().score({ lines: linesOfCallTranscript("Sam (Rep): Hi."), companyName: "Acme" });
    expect(result.categories).toEqual(scores);
    expect(result.total).toBe(71);
    expect(result.feedback).toBe("Good agenda. Ask more about impact.");
    const body = JSON.stringify(standIn.requests.at(-1)?.body);
    expect(body).toContain("ace_score (ACE)");
    expect(body).toContain("Company: Acme");
    expect(body).toContain("word for word");
  });

  it("keeps the quotes found in the transcript (whitespace, case and quote marks aside) with their positions, and drops a made-up one", async () => {
    const lines = linesOfPracticeTranscript([
      { role: "user", text: "Hi Dana,  thanks for taking the time today. What's your biggest headache with payroll?" },
      { role: "assistant", text: "Honestly, the tax filings." },
      { role: "user", text: "How many employees do you pay?" },
    ]);
    standIn.reply = () => ({
      kind: "object",
      value: {
        scores,
        evidence: {
          ...evidence,
          ace_score: {
            quotes: ["“THANKS for taking   the time today.”", "We guarantee you will save 50% on payroll."],
            suggestion: "Set an agenda after the thanks.",
          },
          discovery_effectiveness_score: {
            quotes: ["What\u2019s your biggest headache with payroll?", "...how many employees do you pay"],
            suggestion: "Ask what the filings cost them.",
          },
        },
        feedback: "Warm opening.",
      },
    });
    const result = await scorer().score({ lines });
    expect(result.evidence.ace_score).toEqual({
      quotes: [{ entry: 0, start: 10, end: 43, text: "thanks for taking the time today." }],
      suggestion: "Set an agenda after the thanks.",
    });
    expect(result.evidence.discovery_effectiveness_score?.quotes).toEqual([
      { entry: 0, start: 44, end: 86, text: "What's your biggest headache with payroll?" },
      { entry: 2, start: 0, end: 29, text: "How many employees do you pay" },
    ]);
    for (const quote of Object.values(result.evidence).flatMap((category) => category.quotes)) {
      expect(lines[quote.entry]?.text.slice(quote.start, quote.end)).toBe(quote.text);
    }
    expect(JSON.stringify(result.evidence)).not.toContain("guarantee");
  });
});
