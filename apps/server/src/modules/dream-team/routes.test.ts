import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dreamTeamDataResponseSchema, raviResponseSchema, raviTestResponseSchema } from "@dugout/contracts/dream-team";
import { createTestApp, type TestApp } from "../../test/harness";
import { createOpenAiLlm } from "../../integrations/llm/openai-llm";
import { startOpenAiStandIn } from "../../integrations/llm/openai-stand-in";
import { llmResponder } from "./responder";
import { runRaviSelfTest, type TextResponder } from "./self-test";

let t: TestApp;
let user: Record<string, string>;
const get = (url: string, headers: Record<string, string> = user) => t.app.inject({ method: "GET", url, headers });

beforeAll(async () => {
  t = await createTestApp();
  user = (await t.signIn({ role: "rep" })).headers;
});
afterAll(async () => {
  await t.close();
});

describe("Dream Team", () => {
  it("needs a signed-in user on every endpoint", async () => {
    for (const path of ["/api/dream_team/data", "/api/dream_team/ravi", "/api/dream_team/ravi_test"]) {
      expect((await get(path, {})).statusCode, path).toBe(401);
    }
  });

  it("lists the five agents with descriptions and live statuses", async () => {
    const response = await get("/api/dream_team/data");
    expect(response.statusCode).toBe(200);
    const { data } = dreamTeamDataResponseSchema.parse(response.json());
    expect(data.agents.map((agent) => agent.name)).toEqual([
      "Eugene",
      "RAVI",
      "Batting Cage Customer",
      "Rubric Scorer",
      "Business Name Generator",
    ]);
    // No response reported yet in a fresh database: Eugene is offline.
    expect(data.agents[0]?.status).toBe("offline");
    for (const agent of data.agents) expect(agent.description.length).toBeGreaterThan(20);
  });

  it("returns RAVI's profile", async () => {
    const { data } = raviResponseSchema.parse((await get("/api/dream_team/ravi")).json());
    expect(data).toMatchObject({ id: "ravi", name: "RAVI", status: "online" });
  });

  it("runs RAVI's self-test for real: database round trip and the offline engine's answer, with timings", async () => {
    const response = await get("/api/dream_team/ravi_test");
    expect(response.statusCode).toBe(200);
    const { data } = raviTestResponseSchema.parse(response.json());
    expect(data.ok).toBe(true);
    expect(data.checks.map((check) => check.name)).toEqual(["database", "text_generation"]);
    expect(data.checks[0]?.detail).toMatch(/^Round trip ok: PostgreSQL \d+/);
    expect(data.checks[1]?.detail).toMatch(/^offline engine answered (\d+) to \d+ \+ \d+\.$/);
  });

  it("reports a failing provider as a failed check, not a 500", async () => {
    const broken: TextResponder = { provider: "test model", answer: async () => "I don't know" };
    const { data } = await runRaviSelfTest(t.database.db, broken);
    expect(data.ok).toBe(false);
    expect(data.checks[1]).toMatchObject({ name: "text_generation", ok: false });
    expect(data.checks[1]?.detail).toMatch(/^test model answered "I don't know"/);
  });

  it("asks the configured LLM when there is one", async () => {
    const standIn = await startOpenAiStandIn();
    try {
      standIn.reply = (request) => {
        const sum = /What is (\d+) \+ (\d+)/.exec(JSON.stringify(request.body));
        return { kind: "object", value: { answer: String(Number(sum?.[1]) + Number(sum?.[2])) } };
      };
      const responder = llmResponder(
        createOpenAiLlm({ apiKey: standIn.apiKey, baseURL: standIn.baseURL, model: "gpt-4.1-mini", timeoutMs: 2000 }),
      );
      const { data } = await runRaviSelfTest(t.database.db, responder);
      expect(data.ok).toBe(true);
      expect(data.checks[1]?.detail).toMatch(/^LLM gpt-4.1-mini answered \d+ to \d+ \+ \d+\.$/);
    } finally {
      await standIn.close();
    }
  });
});
