import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { callRecords } from "@dugout/db";
import type { AppContext } from "../../context";
import type { Jobs } from "../../jobs/types";
import { loadConfig } from "../../config";
import { CommandUsageError } from "../../command";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { scorePendingBatch, scorePendingQueue } from "./background-scoring";
import { callsImportCommand } from "./commands";
import { heuristicScorer } from "../../scoring-engine/heuristic-scorer";
import { validateImport } from "./import-calls";

let database: TestDatabase;
const sent: string[] = [];
const jobs: Jobs = {
  work: () => undefined,
  send: async (queue) => {
    sent.push(queue);
    return "job";
  },
  start: async () => undefined,
  ping: async () => undefined,
  depths: async () => [],
  stop: async () => undefined,
};
let ctx: AppContext;

beforeAll(async () => {
  database = await createTestDatabase();
  ctx = { config: loadConfig({ NODE_ENV: "test" }), database: database.database, jobs } as unknown as AppContext;
});
afterAll(async () => {
  await database.drop();
});
beforeEach(async () => {
  sent.length = 0;
  await database.database.db.delete(callRecords);
});

const run = (path: string, input: string) => callsImportCommand.run(ctx, { args: [path], input });

describe("calls:import", () => {
  it("imports a JSON file, keeps given scores and queues the unscored calls for the background scorer", async () => {
    const input = JSON.stringify([
      {
        gong_call_id: "1",
        rep: "Maya Patel",
        company_name: "Acme",
        date: "2025-06-02T15:00:00Z",
        duration_ms: 60000,
        score: 80,
        ace_score: 80,
      },
      {
        gong_call_id: 2,
        rep: "Liam Chen",
        transcript: "Liam (Rep): Thanks for taking the time.\nDana (Prospect): Sure.",
      },
    ]);
    expect(await run("calls.json", input)).toBe("Imported 2 call(s). 1 will be scored in the background.");
    expect(sent).toEqual([scorePendingQueue]);
    const rows = await database.database.db.select().from(callRecords).orderBy(callRecords.gongCallId);
    expect(rows.map((row) => [row.gongCallId, row.score, row.scoredBy])).toEqual([
      ["1", 80, "import"],
      ["2", null, null],
    ]);

    expect(await scorePendingBatch(database.database.db, heuristicScorer)).toBe(1);
    const [scored] = await database.database.db.select().from(callRecords).where(eq(callRecords.gongCallId, "2"));
    expect(scored?.scoredBy).toBe("heuristic");
    expect(scored?.score).toBeGreaterThan(0);
    expect(scored?.feedback).toBeTruthy();
    expect(await scorePendingBatch(database.database.db, heuristicScorer)).toBe(0);
  });

  it("imports CSV with quoted fields, commas and line breaks", async () => {
    const csv =
      'gong_call_id,rep,company_name,feedback,score\r\n77,"Doe, Jane","Acme ""Best"" Bakery","Line one\nLine two",55\r\n';
    expect(await run("calls.csv", csv)).toBe("Imported 1 call(s).");
    const [row] = await database.database.db.select().from(callRecords);
    expect(row).toMatchObject({
      gongCallId: "77",
      rep: "Doe, Jane",
      companyName: 'Acme "Best" Bakery',
      feedback: "Line one\nLine two",
      score: 55,
    });
  });

  it("rejects the whole file with every bad row and its reasons, writing nothing", async () => {
    const csv = [
      "gong_call_id,user_email,date,duration_ms,score,gong_url",
      "a1,ok@example.com,2025-06-02,1000,50,https://app.gong.io/call?id=a1",
      ",not-an-email,someday,-5,101,javascript:alert(1)",
      "a1,,,,,",
    ].join("\n");
    const error = await run("calls.csv", csv).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CommandUsageError);
    const message = (error as Error).message;
    expect(message).toContain("Nothing was imported: 2 row(s) rejected.");
    expect(message).toContain("row 3: gong_call_id is required");
    expect(message).toContain("user_email must be an email address");
    expect(message).toContain("date must be a valid date");
    expect(message).toContain("duration_ms must not be negative");
    expect(message).toContain("score must be between 0 and 100");
    expect(message).toContain("gong_url must be an http(s) URL");
    expect(message).toContain("row 4: gong_call_id a1 repeats row 2");
    expect(await database.database.db.select().from(callRecords)).toHaveLength(0);
  });

  it("refuses other file types and malformed files", async () => {
    await expect(run("calls.txt", "[]")).rejects.toThrow("The file must end in .json or .csv.");
    await expect(run("calls.json", "{nope")).rejects.toThrow(/^Nothing was imported/);
    await expect(run("calls.json", '{"rows": []}')).rejects.toThrow("an object with a data array");
    await expect(run("calls.csv", "rep\nx")).rejects.toThrow("gong_call_id");
    expect(validateImport('[1, {"gong_call_id": "x"}]', "json").report.rejected).toEqual([
      { row: 1, reasons: ["must be an object"] },
    ]);
  });

  it("replaces an existing call with the file's version, in one transaction", async () => {
    await run("a.json", JSON.stringify([{ gong_call_id: "9", rep: "Old", score: 10 }]));
    await run("a.json", JSON.stringify({ data: [{ gong_call_id: "9", rep: "New", score: 90 }] }));
    const rows = await database.database.db.select().from(callRecords);
    expect(rows.map((row) => [row.rep, row.score])).toEqual([["New", 90]]);
  });
});

describe("reading an export back", () => {
  it("reads the export's m:ss durations and its escaped line breaks", () => {
    const csv = [
      "gong_call_id,rep,duration,feedback",
      'x1,Maya Patel,2:05,"First line.\\nSecond ""line"", with a comma."',
      "x2,Maya Patel,1:02:03,",
      "x3,Maya Patel,,",
    ].join("\r\n");
    const { rows, report } = validateImport(csv, "csv");
    expect(report.rejected).toEqual([]);
    expect(rows.map((row) => row.durationMs)).toEqual([125_000, 3_723_000, null]);
    expect(rows[0]?.feedback).toBe('First line.\nSecond "line", with a comma.');
  });

  it("rejects a duration that is not m:ss", () => {
    const { report } = validateImport("gong_call_id,duration\r\nx1,2 minutes", "csv");
    expect(report.rejected).toEqual([{ row: 2, reasons: ["duration must be m:ss"] }]);
  });
});
