import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callEvidenceResponseSchema, callEvidenceUrl } from "@dugout/contracts/scoring-evidence";
import { defined } from "@dugout/contracts/defined";
import { createTestApp, type TestApp } from "../../test/harness";
import { demoCalls } from "./demo-calls";
import { insertCalls } from "./repository";

let t: TestApp;
let admin: Record<string, string>;
const calls = demoCalls(12, new Date("2026-03-02T12:00:00Z"), 7);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn({ role: "admin" })).headers;
  await insertCalls(t.database.db, calls);
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/scoring_champ/calls/{id}/evidence", () => {
  it("answers each category's score with the seeded call's own lines as evidence and a suggestion", async () => {
    let quotes = 0;
    for (const call of calls.filter((row) => row.transcript)) {
      const response = await t.app.inject({ method: "GET", url: callEvidenceUrl(call.gongCallId), headers: admin });
      expect(response.statusCode, response.body).toBe(200);
      const answer = callEvidenceResponseSchema.parse(response.json());
      const lines = defined(call.transcript, "transcript").split("\n");
      for (const category of answer.categories) {
        expect(category.suggestion).not.toBe("");
        for (const quote of category.quotes) {
          quotes++;
          const spoken = (lines[quote.entry] ?? "").replace(/^[^:]*:\s*/, "");
          expect(spoken.slice(quote.start, quote.end)).toBe(quote.text);
          expect(lines[quote.entry]).toMatch(/\(Rep\):/);
        }
      }
      expect(answer.categories.find((category) => category.key === "ace_score")?.score).toBe(call.aceScore);
    }
    expect(quotes).toBeGreaterThan(20);
  });

  it("is for admins, and answers 404 for an unknown call", async () => {
    const rep = (await t.signIn({ role: "rep" })).headers;
    const first = defined(calls[0], "a call").gongCallId;
    expect((await t.app.inject({ method: "GET", url: callEvidenceUrl(first), headers: rep })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: callEvidenceUrl("nope"), headers: admin })).statusCode).toBe(404);
  });
});
