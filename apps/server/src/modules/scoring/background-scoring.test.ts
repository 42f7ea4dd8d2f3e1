import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { callRecords } from "@dugout/db";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // What server.ts does when it owns the data folder: the CLI's commands then run inside the app.
  t.config.commandToken = "test-command-token";
});
afterAll(async () => {
  await t.close();
});

describe("background scoring", () => {
  it("scores imported calls without scores through the job queue", async () => {
    const input = JSON.stringify([
      {
        gong_call_id: "bg-1",
        rep: "Maya Patel",
        company_name: "Acme",
        date: "2025-06-02T15:00:00Z",
        transcript:
          "Maya (Rep): Thanks for taking the time today. Here's what I was thinking we'd cover.\nDana (Prospect): Sounds good.",
      },
    ]);
    const response = await t.app.inject({
      method: "POST",
      url: "/internal/commands/calls:import",
      headers: { authorization: "Bearer test-command-token" },
      payload: { args: ["calls.json"], input },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ output: "Imported 1 call(s). 1 will be scored in the background." });

    let scored: typeof callRecords.$inferSelect | undefined;
    const deadline = Date.now() + 45_000;
    while (Date.now() < deadline) {
      [scored] = await t.database.db.select().from(callRecords).where(eq(callRecords.gongCallId, "bg-1"));
      if (scored?.scoredAt) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(scored?.scoredBy).toBe("heuristic");
    expect(scored?.aceScore).toBeGreaterThanOrEqual(60);
    expect(scored?.score).toBeGreaterThan(0);
    expect(scored?.feedback).toBeTruthy();
  });
});
