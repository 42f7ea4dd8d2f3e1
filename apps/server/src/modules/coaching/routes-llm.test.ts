import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { objections } from "@dugout/contracts/batting-cage-lists";
import { scenarioDraftResponseSchema, type ScenarioDraft } from "@dugout/contracts/coaching";
import { startOpenAiStandIn, type OpenAiStandIn } from "../../integrations/llm/openai-stand-in";
import { createTestApp, type TestApp } from "../../test/harness";
import { addDays, todayIn } from "./carry-over";
import { categoryScores } from "../../test/practice-calls";
import { insertRealCall } from "./test-kit";

let standIn: OpenAiStandIn;
let t: TestApp;
let admin: Record<string, string>;
let repId: string;

const today = todayIn("UTC");

beforeAll(async () => {
  // A keyless OpenAI-compatible server: coaching asks it to classify the prospects' lines.
  standIn = await startOpenAiStandIn("no-key");
  t = await createTestApp({ env: { OPENAI_BASE_URL: standIn.baseURL, AI_TIMEOUT_MS: "2000" } });
  admin = (await t.signIn({ role: "admin" })).headers;
  repId = (await t.signIn({ role: "rep", email: "lee@example.com", name: "Lee Rep" })).user.id;
  for (const [index, line] of ["I pay my people in cash.", "It's too expensive for us.", "Sure."].entries()) {
    await insertRealCall(t.database.db, {
      email: "lee@example.com",
      date: new Date(`${addDays(today, -index - 1)}T12:00:00Z`),
      scores: categoryScores(60, { consultation_teach_score: 30 }),
      transcript: `Lee (Rep): How do you pay people today?\nDana (Prospect): ${line}`,
    });
  }
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

async function draft(): Promise<ScenarioDraft> {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/coaching/scenario_draft?user_id=${repId}&from=${addDays(today, -30)}&to=${today}`,
    headers: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return scenarioDraftResponseSchema.parse(response.json());
}

describe("scenario drafts with a language model configured", () => {
  it("lets the model classify the prospects' lines, finding what the offline rule cannot", async () => {
    standIn.reply = (request) => {
      // The lines are numbered after "Lines:" (the list of objections before them is numbered too).
      const body = JSON.stringify(request.body);
      const prompt = body.slice(body.indexOf("Lines:"));
      const number = (text: string) => {
        const match = new RegExp(`(\\d+)\\. ${text}`).exec(prompt);
        return Number(match?.[1]);
      };
      return {
        kind: "object",
        value: {
          lines: [
            { line: number("I pay my people in cash."), objection: 4 },
            { line: number("It's too expensive for us."), objection: 6 },
            { line: number("Sure."), objection: null },
          ],
        },
      };
    };
    const answer = await draft();
    expect(answer.drafted_by).toBe("llm");
    expect(answer.fallback_reason).toBeNull();
    expect(answer.objections.map((entry) => [entry.objection, entry.count])).toEqual([
      [objections[3], 1],
      [objections[5], 1],
    ]);
    expect(answer.weak_categories[0]?.key).toBe("consultation_teach_score");
  });

  it("falls back to the offline rules when the model fails, and says so", async () => {
    standIn.reply = () => ({ kind: "error", status: 503, message: "overloaded" });
    const answer = await draft();
    expect(answer.drafted_by).toBe("offline");
    expect(answer.fallback_reason).toBe("provider");
    // The scorer's objection rule knows "too expensive", not "cash".
    expect(answer.objections.map((entry) => entry.objection)).toEqual([objections[5]]);
    expect(answer.draft.configuration.objection).toBe(objections[5]);
  });
});
