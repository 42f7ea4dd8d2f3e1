import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLlm } from "../../../integrations/llm/create-llm";
import { startOpenAiStandIn, type OpenAiStandIn } from "../../../integrations/llm/openai-stand-in";
import type { Llm } from "../../../integrations/llm/port";
import { LlmCustomer } from "./llm-customer";

const instructions = "You are Dana, the owner of Harbor View Bistro. Your objection: the contract with ADP.";
const typed = (text: string) => ({ kind: "typed" as const, text });

describe("the simulator's customer through a text language model", () => {
  let standIn: OpenAiStandIn;
  let llm: Llm;

  beforeAll(async () => {
    // A local OpenAI-compatible server without a key: the address alone configures the model.
    standIn = await startOpenAiStandIn("no-key");
    const configured = createLlm({
      OPENAI_API_KEY: undefined,
      OPENAI_BASE_URL: standIn.baseURL,
      LLM_MODEL: "local-model",
      AI_TIMEOUT_MS: 20_000,
    });
    if (!configured) throw new Error("no language model configured");
    llm = configured;
  });
  afterAll(() => standIn.close());

  it("speaks the model's words under the call's instructions, with the conversation so far", async () => {
    standIn.requests.length = 0;
    const replies = ["Harbor View Bistro, Dana speaking.", "About fifteen people, counting the kitchen."];
    standIn.reply = () => ({ kind: "object", value: { reply: replies.shift() } });
    const customer = new LlmCustomer(llm, instructions, 2000);
    expect(await customer.reply([typed("Hi, is this the owner?")], 0, "rule line")).toBe(
      "Harbor View Bistro, Dana speaking.",
    );
    expect(await customer.reply([typed("How many people work there?")], 1.4, "rule line")).toBe(
      "About fifteen people, counting the kitchen.",
    );
    const body = standIn.requests.at(-1)?.body as { model: string; messages: { role: string; content: string }[] };
    expect(body.model).toBe("local-model");
    expect(body.messages[0]).toMatchObject({ role: "system" });
    expect(body.messages[0]?.content).toContain(instructions);
    expect(body.messages[1]?.content).toContain(
      "Minutes into the call: 1.\n\nSalesperson: Hi, is this the owner?\nCustomer: Harbor View Bistro, Dana speaking.\nSalesperson: How many people work there?\nCustomer:",
    );
  });

  it("says the rule-based line when the model fails, is late or answers out of shape, and remembers it", async () => {
    const customer = new LlmCustomer(llm, instructions, 300);
    standIn.reply = () => ({ kind: "error", status: 500, message: "overloaded" });
    expect(await customer.reply([typed("Hello?")], 0, "Harbor View Bistro, owner speaking.")).toBe(
      "Harbor View Bistro, owner speaking.",
    );
    standIn.reply = () => ({ kind: "hang" });
    expect(await customer.reply([{ kind: "spoken" }], 0.5, "We run payroll through ADP.")).toBe(
      "We run payroll through ADP.",
    );
    standIn.requests.length = 0;
    standIn.reply = () => ({ kind: "object", value: { answer: 42 } });
    expect(await customer.reply([typed("Anything else?")], 1, "Go on.")).toBe("Go on.");
    const body = standIn.requests.at(-1)?.body as { messages: { content: string }[] };
    expect(body.messages[1]?.content).toContain(
      "Customer: Harbor View Bistro, owner speaking.\nSalesperson: (spoke; the words were not transcribed)\nCustomer: We run payroll through ADP.",
    );
  });
});
