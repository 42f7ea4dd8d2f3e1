import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { callRecords } from "@dugout/db";
import { startOpenAiStandIn, type OpenAiStandIn } from "../../integrations/llm/openai-stand-in";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { scorePendingBatch } from "./background-scoring";
import { rubricEvidence, rubricScores, standInLlmScorer } from "../../scoring-engine/llm-scorer-test-kit";
import { insertCalls } from "./repository";
import { testCall } from "./test-calls";

let standIn: OpenAiStandIn;
let database: TestDatabase;
beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  database = await createTestDatabase();
});
afterAll(async () => {
  await standIn.close();
  await database.drop();
});

const scorer = () => standInLlmScorer(standIn);
const scores = rubricScores;
const evidence = rubricEvidence("Ask more.");

describe("background scoring with the LLM rubric scorer (against the OpenAI stand-in)", () => {
  it("scores pending calls in the background job and falls back to the heuristic when the model fails", async () => {
    const { db } = database.database;
    await insertCalls(db, [
      testCall("ok", { transcript: "Sam (Rep): Thanks for taking the time.", scoredAt: null, scoredBy: null }),
      testCall("bad", { transcript: "Sam (Rep): Hello there.", scoredAt: null, scoredBy: null }),
    ]);
    standIn.reply = (request) =>
      JSON.stringify(request.body).includes("Hello there")
        ? { kind: "error", status: 500, message: "model down" }
        : { kind: "object", value: { scores, evidence, feedback: "Fine." } };
    expect(await scorePendingBatch(db, scorer())).toBe(2);
    const [ok] = await db.select().from(callRecords).where(eq(callRecords.gongCallId, "ok"));
    const [bad] = await db.select().from(callRecords).where(eq(callRecords.gongCallId, "bad"));
    expect(ok).toMatchObject({ scoredBy: "llm", score: 71, feedback: "Fine.", scoringError: null });
    expect(bad?.scoredBy).toBe("heuristic");
    expect(bad?.scoringError).toBeTruthy();
    expect(bad?.score).toBeGreaterThan(0);
  });
});
