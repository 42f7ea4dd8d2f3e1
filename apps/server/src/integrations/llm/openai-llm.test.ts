import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createLlm } from "./create-llm";
import { createOpenAiLlm } from "./openai-llm";
import { type OpenAiStandIn, startOpenAiStandIn } from "./openai-stand-in";
import { LlmError } from "./port";

const schema = z.object({ taglines: z.array(z.string()) });

describe("OpenAI-compatible LLM adapter (against a local stand-in)", () => {
  let standIn: OpenAiStandIn;
  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    standIn.requests.length = 0;
  });

  const llm = (timeoutMs = 5_000) =>
    createOpenAiLlm({ apiKey: standIn.apiKey, baseURL: standIn.baseURL, model: "gpt-4.1-mini", timeoutMs });

  it("sends a chat-completions request with a JSON schema and parses the answer", async () => {
    standIn.reply = () => ({ kind: "object", value: { taglines: ["Fresh every morning", "Bread worth waking for"] } });
    const answer = await llm().generateObject(schema, "You write taglines.", "A bakery.", { schemaName: "taglines" });
    expect(answer).toEqual({ taglines: ["Fresh every morning", "Bread worth waking for"] });
    const [request] = standIn.requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.authorization).toBe(`Bearer ${standIn.apiKey}`);
    expect(request?.body.model).toBe("gpt-4.1-mini");
    expect(request?.body.messages).toEqual([
      { role: "system", content: "You write taglines." },
      { role: "user", content: "A bakery." },
    ]);
    const format = request?.body.response_format as {
      type: string;
      json_schema: { name: string; schema: { properties: Record<string, unknown> } };
    };
    expect(format.type).toBe("json_schema");
    expect(format.json_schema.name).toBe("taglines");
    expect(Object.keys(format.json_schema.schema.properties)).toEqual(["taglines"]);
  });

  it("rejects an answer that does not fit the schema as invalid_output", async () => {
    standIn.reply = () => ({ kind: "object", value: { taglines: "not a list" } });
    const failure = await llm()
      .generateObject(schema, "s", "p")
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LlmError);
    expect((failure as LlmError).kind).toBe("invalid_output");
  });

  it("turns a provider error into a provider LlmError, without retrying", async () => {
    standIn.reply = () => ({ kind: "error", status: 500, message: "upstream exploded" });
    const failure = await llm()
      .generateObject(schema, "s", "p")
      .catch((error: unknown) => error);
    expect((failure as LlmError).kind).toBe("provider");
    expect(standIn.requests).toHaveLength(1);
  });

  it("gives up after the timeout", async () => {
    standIn.reply = () => ({ kind: "hang" });
    const failure = await llm(150)
      .generateObject(schema, "s", "p")
      .catch((error: unknown) => error);
    expect((failure as LlmError).kind).toBe("timeout");
  });

  it("is created with a key, or with the address of a compatible server alone (a local one needs no key)", () => {
    const base = { LLM_MODEL: "m", AI_TIMEOUT_MS: 1000 };
    expect(createLlm({ ...base, OPENAI_API_KEY: undefined, OPENAI_BASE_URL: undefined })).toBeUndefined();
    expect(createLlm({ ...base, OPENAI_API_KEY: "sk-x", OPENAI_BASE_URL: undefined })?.model).toBe("m");
    expect(createLlm({ ...base, OPENAI_API_KEY: undefined, OPENAI_BASE_URL: standIn.baseURL })?.model).toBe("m");
  });
});
