import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConversationDetail } from "@dugout/contracts/batting-cage";
import { scoreCategoryKeys } from "@dugout/contracts/scoring";
import { startOpenAiStandIn, type OpenAiStandIn } from "../../integrations/llm/openai-stand-in";
import { createTestApp, type TestApp } from "../../test/harness";

let standIn: OpenAiStandIn;
let t: TestApp;
let rep: { headers: Record<string, string> };

beforeAll(async () => {
  // A keyless OpenAI-compatible server: the text engines use it, the batting cage stays on the simulator.
  standIn = await startOpenAiStandIn("no-key");
  t = await createTestApp({ env: { OPENAI_BASE_URL: standIn.baseURL } });
  rep = await t.signIn({ role: "rep" });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const transcript = [
  {
    role: "user" as const,
    text: "Hi Dana, thanks for taking the time today. What's your biggest headache with payroll?",
  },
  { role: "assistant" as const, text: "The tax filings, honestly." },
  { role: "user" as const, text: "How many employees do you pay, and how often?" },
  { role: "assistant" as const, text: "Twelve, every other Friday." },
  {
    role: "user" as const,
    text: "Most owners your size get a penalty notice at least once. Let's book a demo on Friday.",
  },
  { role: "assistant" as const, text: "Friday works." },
  {
    role: "user" as const,
    text: "Great, I will send a calendar invite for ten, and we can walk through your last quarter's filings together then.",
  },
];

describe("practice calls scored by the language model", () => {
  it("keeps the model's quotes that are in the transcript, at their positions, and drops a made-up one", async () => {
    const scores = Object.fromEntries(scoreCategoryKeys.map((key) => [key, key.startsWith("objection_") ? null : 70]));
    const evidence = Object.fromEntries(
      scoreCategoryKeys.map((key) => [key, { quotes: [], suggestion: "Ask what the filings cost." }]),
    );
    standIn.reply = (request) =>
      JSON.stringify(request.body).includes("sales coach")
        ? {
            kind: "object",
            value: {
              scores,
              evidence: {
                ...evidence,
                discovery_effectiveness_score: {
                  quotes: ["what’s your BIGGEST headache   with payroll?", "I promise we are the cheapest in town."],
                  suggestion: "Ask what the filings cost them each quarter.",
                },
              },
              feedback: "Good discovery.",
            },
          }
        : { kind: "error", status: 500, message: "not a scoring request" };

    const session = await t.app.inject({ method: "POST", url: "/create_session", headers: rep.headers, payload: {} });
    const id = session.json<{ conversation_id: string }>().conversation_id;
    const url = `/batting_cage_conversations/${id}`;
    const ended = await t.app.inject({
      method: "PATCH",
      url,
      headers: rep.headers,
      payload: { transcript, status: "ended" },
    });
    expect(ended.statusCode, ended.body).toBe(200);

    let answer: ConversationDetail | undefined;
    const deadline = Date.now() + 45_000;
    while (Date.now() < deadline) {
      answer = (await t.app.inject({ method: "GET", url, headers: rep.headers })).json<ConversationDetail>();
      if (answer.score_card && answer.score_card.status !== "pending") break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const card = answer?.score_card;
    expect(card?.scored_by).toBe("llm");
    expect(card?.status).toBe("scored");
    expect(card?.total).toBe(70);
    const discovery = card?.categories.find((category) => category.key === "discovery_effectiveness_score");
    expect(discovery?.quotes).toEqual([
      { entry: 0, start: 43, end: 85, text: "What's your biggest headache with payroll?" },
    ]);
    expect(discovery?.suggestion).toBe("Ask what the filings cost them each quarter.");
    expect(JSON.stringify(card)).not.toContain("cheapest");
    expect(standIn.requests.some((request) => JSON.stringify(request.body).includes("call_score"))).toBe(true);
  });
});
