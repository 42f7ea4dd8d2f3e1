import { defined } from "@dugout/contracts/defined";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveBattingCageConfiguration, type BattingCageReportRange } from "@dugout/contracts/batting-cage";
import { battingCageConversations } from "@dugout/db";
import { createTestApp, errorOf, type TestApp } from "../../test/harness";
import { reportRange } from "./report-range";

type Who = { headers: Record<string, string>; user: { id: string } };
let t: TestApp;
let admin: Who;
let rep: Who;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn({ role: "admin" });
  rep = await t.signIn({ role: "rep", name: "Rita Rep" });
});
afterAll(async () => {
  await t.close();
});

/** Inserts a finished conversation that started at an exact instant. */
async function conversationAt(createdAt: Date, durationMs: number | null): Promise<string> {
  const [row] = await t.database.db
    .insert(battingCageConversations)
    .values({
      userId: rep.user.id,
      userData: { user_id: rep.user.id, name: { first_name: "Rita", last_name: "Rep" }, providers: [] },
      configurationId: null,
      configuration: resolveBattingCageConfiguration(null),
      status: durationMs === null ? "active" : "ended",
      createdAt,
      endedAt: durationMs === null ? null : new Date(createdAt.getTime() + durationMs),
      durationMs,
    })
    .returning({ id: battingCageConversations.id });
  return defined(row, "the inserted conversation").id;
}

interface Report {
  totalSessions: number;
  averageDurationMs: number | null;
  conversations: { id: string; user: { name: { first_name: string } }; duration_ms: number | null }[];
}

async function report(range: BattingCageReportRange, tz: string): Promise<Report> {
  const response = await t.app.inject({
    method: "GET",
    url: `/batting_cage_conversations/report_data?range=${range}&tz=${encodeURIComponent(tz)}`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Report>();
}

describe("GET /batting_cage_conversations/report_data", () => {
  it("is for admins only", async () => {
    expect(
      (await t.app.inject({ method: "GET", url: "/batting_cage_conversations/report_data?range=today" })).statusCode,
    ).toBe(401);
    const byRep = await t.app.inject({
      method: "GET",
      url: "/batting_cage_conversations/report_data?range=today",
      headers: rep.headers,
    });
    expect(byRep.statusCode).toBe(403);
  });

  it("rejects an unknown range or time zone with the allowed values", async () => {
    const badRange = await t.app.inject({
      method: "GET",
      url: "/batting_cage_conversations/report_data?range=yesterday",
      headers: admin.headers,
    });
    expect(badRange.statusCode).toBe(400);
    expect(errorOf(badRange).message).toContain("Range must be one of: today, this_week, last_week, this_month.");
    const badZone = await t.app.inject({
      method: "GET",
      url: "/batting_cage_conversations/report_data?range=today&tz=Mars/Olympus",
      headers: admin.headers,
    });
    expect(badZone.statusCode).toBe(400);
    expect(errorOf(badZone).message).toContain("Expected an IANA time zone such as Europe/Paris.");
  });

  it("defaults to this_week and answers totals, the average and the list", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/batting_cage_conversations/report_data",
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<Report>())).toEqual([
      "totalSessions",
      "averageDurationMs",
      "conversations",
      "averageScore",
      "scoredSessions",
      "reps",
    ]);
  });

  // The ranges depend on "now": boundaries are computed for this moment in each zone and
  // conversations are placed a millisecond either side of them.
  for (const tz of ["America/Los_Angeles", "Asia/Tokyo"]) {
    it(`puts conversations on the right side of week and month boundaries in ${tz}`, async () => {
      const now = new Date();
      const week = reportRange("this_week", tz, now);
      const lastWeek = reportRange("last_week", tz, now);
      const month = reportRange("this_month", tz, now);
      const at = (instant: Date, offsetMs: number) => new Date(instant.getTime() + offsetMs);

      const weekStart = await conversationAt(week.start, 600_000);
      const beforeWeek = await conversationAt(at(week.start, -1), 720_000);
      const weekEnd = await conversationAt(at(week.end, -1), 660_000);
      const afterWeek = await conversationAt(week.end, 1000);
      const monthStart = await conversationAt(month.start, 700_000);
      const beforeMonth = await conversationAt(at(month.start, -1), 710_000);
      const lastWeekStart = await conversationAt(lastWeek.start, 500_000);
      const running = await conversationAt(at(week.start, 60_000), null);

      const ids = (data: Report) => new Set(data.conversations.map((conversation) => conversation.id));
      const thisWeek = ids(await report("this_week", tz));
      expect(thisWeek.has(weekStart)).toBe(true);
      expect(thisWeek.has(weekEnd)).toBe(true);
      expect(thisWeek.has(running)).toBe(true);
      expect(thisWeek.has(beforeWeek)).toBe(false);
      expect(thisWeek.has(afterWeek)).toBe(false);
      expect(thisWeek.has(lastWeekStart)).toBe(false);

      const previous = ids(await report("last_week", tz));
      expect(previous.has(beforeWeek)).toBe(true);
      expect(previous.has(lastWeekStart)).toBe(true);
      expect(previous.has(weekStart)).toBe(false);

      const thisMonth = ids(await report("this_month", tz));
      expect(thisMonth.has(monthStart)).toBe(true);
      expect(thisMonth.has(beforeMonth)).toBe(false);

      await t.database.db.delete(battingCageConversations);
    });
  }

  it("averages the durations of the range and leaves out running calls", async () => {
    const now = new Date();
    const today = reportRange("today", "UTC", now);
    await conversationAt(today.start, 600_000);
    await conversationAt(new Date(today.start.getTime() + 1000), 900_000);
    await conversationAt(new Date(today.start.getTime() + 2000), null);
    const data = await report("today", "UTC");
    expect(data.totalSessions).toBe(3);
    expect(data.averageDurationMs).toBe(750_000);
    expect(data.conversations[0]?.user.name.first_name).toBe("Rita");
    expect(data.conversations.map((conversation) => conversation.duration_ms)).toEqual([null, 900_000, 600_000]);
    await t.database.db.delete(battingCageConversations);
    const empty = await report("today", "UTC");
    expect(empty).toEqual({
      totalSessions: 0,
      averageDurationMs: null,
      conversations: [],
      averageScore: null,
      scoredSessions: 0,
      reps: [],
    });
  });
});
