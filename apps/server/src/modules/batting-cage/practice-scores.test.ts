import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { ConversationDetail, ReportData } from "@dugout/contracts/batting-cage";
import { practiceScoreMessages, type PracticeHistory } from "@dugout/contracts/batting-cage-scores";
import { scoreCategoryKeys } from "@dugout/contracts/scoring";
import { battingCageConversations, battingCagePracticeScores } from "@dugout/db";
import { heuristicScorer } from "../../scoring-engine/heuristic-scorer";
import { createTestApp, errorOf, type TestApp } from "../../test/harness";
import { closeAbandonedCalls } from "./abandoned-calls";
import { failPracticeScore, owePracticeScores, scorePracticeCall } from "./practice-scoring";

type Who = { headers: Record<string, string>; user: { id: string } };
let t: TestApp;
let admin: Who;
let rep: Who;
let otherRep: Who;

// Sweeps every second, so an abandoned call is closed within the test's patience.
const env = { BATTING_CAGE_ABANDON_SWEEP_SECONDS: "1" };

beforeAll(async () => {
  t = await createTestApp({ env });
  admin = await t.signIn({ role: "admin", name: "Ada Admin" });
  rep = await t.signIn({ role: "rep", name: "Rita Rep" });
  otherRep = await t.signIn({ role: "rep", name: "Otto Other" });
});
afterAll(async () => {
  await t.close();
});

const entry = (role: "user" | "assistant", text: string) => ({ role, text });

/** A real practice call: a rep who opens well, discovers, and meets an objection. */
const goodCall = [
  entry("user", "Hi Dana, thanks for taking the time today. Here's what I was thinking we'd cover in twenty minutes."),
  entry("assistant", "Sure, go ahead."),
  entry("user", "What prompted you to look at payroll now? What's your biggest headache with it?"),
  entry("assistant", "Taxes take forever, and honestly it's too expensive to switch."),
  entry("user", "What makes you say that? When you say expensive, compared to what? How many employees do you pay?"),
  entry("assistant", "About fifteen, on a bi-weekly schedule."),
  entry(
    "user",
    "You mentioned taxes: most businesses your size pay penalties at least once. That's fair to worry about.",
  ),
  entry("assistant", "That's true, we paid one last year."),
  entry("user", "Let's schedule a demo for Friday; I'll send a calendar invite. Does that address your concern?"),
];

async function startCall(who: Who): Promise<string> {
  const response = await t.app.inject({ method: "POST", url: "/create_session", headers: who.headers, payload: {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ conversation_id: string }>().conversation_id;
}

const patch = (who: Who, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "PATCH", url: `/batting_cage_conversations/${id}`, headers: who.headers, payload });

async function endCall(who: Who, entries: ReturnType<typeof entry>[]): Promise<string> {
  const id = await startCall(who);
  const response = await patch(who, id, { transcript: entries, status: "ended" });
  expect(response.statusCode, response.body).toBe(200);
  return id;
}

const detail = async (who: Who, id: string) => {
  const response = await t.app.inject({
    method: "GET",
    url: `/batting_cage_conversations/${id}`,
    headers: who.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ConversationDetail>();
};

/** Waits for the background job: the score card leaves `pending`. */
async function scoredDetail(who: Who, id: string): Promise<ConversationDetail> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const answer = await detail(who, id);
    if (answer.score_card && answer.score_card.status !== "pending") return answer;
    if (Date.now() > deadline) throw new Error(`still pending: ${JSON.stringify(answer.score_card)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("scored practice calls", () => {
  it("scores an ended call in the background on the 8 categories, with quotes that are in the transcript", async () => {
    const id = await endCall(rep, goodCall);
    const answer = await scoredDetail(rep, id);
    const card = answer.score_card;
    expect(card?.status).toBe("scored");
    expect(card?.scored_by).toBe("heuristic");
    expect(card?.categories.map((category) => category.key)).toEqual(scoreCategoryKeys);
    expect(card?.total).toBeGreaterThan(50);
    expect(card?.strongest).toHaveLength(2);
    expect(card?.weakest).toHaveLength(2);
    let quotes = 0;
    for (const category of card?.categories ?? []) {
      expect(category.suggestion).not.toBe("");
      for (const quote of category.quotes) {
        quotes++;
        const spoken = answer.transcript[quote.entry];
        expect(spoken?.role).toBe("user");
        expect(spoken?.text.slice(quote.start, quote.end)).toBe(quote.text);
      }
    }
    expect(quotes).toBeGreaterThan(8);
    // The transcript is kept beside the score.
    expect(answer.transcript).toHaveLength(goodCall.length);
  });

  it("says a three-line call is too short to score instead of giving it a total", async () => {
    const id = await endCall(rep, [
      entry("user", "Hi, this is Sam from Dugout Payroll."),
      entry("assistant", "Hello, what is this about?"),
      entry("user", "Thanks for taking the time, just wanted to talk payroll."),
    ]);
    const card = (await scoredDetail(rep, id)).score_card;
    expect(card).toMatchObject({ status: "too_short", total: null, reason: practiceScoreMessages.tooShort });
    // What each category saw is still there: ACE found the thanks, the rest nothing.
    expect(card?.categories.find((category) => category.key === "ace_score")?.quotes).toHaveLength(1);
    expect(card?.strongest).toEqual([]);
  });

  it("writes one score when the job is delivered twice, and never overwrites it", async () => {
    const { db } = t.database;
    // A call owed a score with no job sent, so only this test's deliveries run.
    const id = await startCall(rep);
    expect((await patch(rep, id, { transcript: goodCall })).statusCode).toBe(200);
    await owePracticeScores(db, [id]);
    const outcomes = await Promise.all([
      scorePracticeCall(db, heuristicScorer, id),
      scorePracticeCall(db, heuristicScorer, id),
    ]);
    expect(outcomes.sort()).toEqual(["not_pending", "scored"]);
    const [first] = await db
      .select()
      .from(battingCagePracticeScores)
      .where(eq(battingCagePracticeScores.conversationId, id));
    expect(await scorePracticeCall(db, heuristicScorer, id)).toBe("not_pending");
    const rows = await db
      .select()
      .from(battingCagePracticeScores)
      .where(eq(battingCagePracticeScores.conversationId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.scoredAt).toEqual(first?.scoredAt);
  });

  it("says a call could not be scored when the job's retries are exhausted, and a late delivery leaves that alone", async () => {
    const { db } = t.database;
    const id = await startCall(rep);
    expect((await patch(rep, id, { transcript: goodCall })).statusCode).toBe(200);
    await owePracticeScores(db, [id]);
    await failPracticeScore(db, id); // what the queue's onFailed runs
    const card = (await detail(rep, id)).score_card;
    expect(card).toMatchObject({ status: "failed", total: null, reason: practiceScoreMessages.failed });
    expect(await scorePracticeCall(db, heuristicScorer, id)).toBe("not_pending");
  });

  it("scores, at the next start, a call that ended while the process died before its job was sent", async () => {
    const { db } = t.database;
    const id = await startCall(rep);
    expect((await patch(rep, id, { transcript: goodCall })).statusCode).toBe(200);
    await db.update(battingCageConversations).set({ status: "ended" }).where(eq(battingCageConversations.id, id));
    await owePracticeScores(db, [id]); // what the ending transaction committed; no job followed
    // The same settings as the first process: with the default 30 s, its boot queued the one waiting sweep 30 s
    // ahead, and the next test's abandoned call waited that long on PostgreSQL.
    const restarted = await createTestApp({ shareDatabaseWith: t, env });
    try {
      expect((await scoredDetail(rep, id)).score_card?.status).toBe("scored");
    } finally {
      await restarted.close();
    }
  });
});

describe("abandoned calls", () => {
  it("closes a call with no autosave for two minutes, keeps its transcript, counts time to the last entry, and scores it", async () => {
    const { db } = t.database;
    const id = await startCall(rep);
    expect((await patch(rep, id, { append: { from_index: 0, entries: goodCall } })).statusCode).toBe(200);
    // The browser went away three minutes ago, 90 s into the call.
    await db
      .update(battingCageConversations)
      .set({
        createdAt: sql`now() - interval '270 seconds'`,
        lastEntryAt: sql`now() - interval '180 seconds'`,
        updatedAt: sql`now() - interval '180 seconds'`,
      })
      .where(eq(battingCageConversations.id, id));
    const answer = await scoredDetail(rep, id);
    expect(answer.status).toBe("abandoned");
    expect(answer.duration_ms).toBeGreaterThanOrEqual(89_000);
    expect(answer.duration_ms).toBeLessThanOrEqual(91_000);
    expect(answer.transcript).toHaveLength(goodCall.length);
    expect(answer.score_card?.status).toBe("scored");

    // A browser that comes back cannot add to it; its final save without new lines is accepted.
    const late = await patch(rep, id, { append: { from_index: goodCall.length, entries: [entry("user", "Hello?")] } });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toMatch(/closed after two minutes/);
    const final = await patch(rep, id, { ended_at: new Date().toISOString() });
    expect(final.statusCode, final.body).toBe(200);
    expect(final.json()).toMatchObject({ status: "abandoned" });
  });

  it("leaves open a quiet call whose page still sends its empty keep-alive append", async () => {
    const id = await startCall(rep);
    expect((await patch(rep, id, { append: { from_index: 0, entries: goodCall.slice(0, 1) } })).statusCode).toBe(200);
    await t.database.db
      .update(battingCageConversations)
      .set({ updatedAt: sql`now() - interval '180 seconds'` })
      .where(eq(battingCageConversations.id, id));
    const keepAlive = await patch(rep, id, { append: { from_index: 1, entries: [] } });
    expect(keepAlive.statusCode, keepAlive.body).toBe(200);
    expect(await closeAbandonedCalls(t.database.db)).not.toContain(id);
    expect((await detail(rep, id)).status).toBe("active");
  });
});

describe("practice history and reports", () => {
  it("shows reps their own history only; admins see anyone's", async () => {
    const mine = await endCall(otherRep, goodCall);
    await scoredDetail(otherRep, mine);
    const own = await t.app.inject({
      method: "GET",
      url: "/batting_cage_conversations/history",
      headers: otherRep.headers,
    });
    expect(own.statusCode, own.body).toBe(200);
    const history = own.json<PracticeHistory>();
    expect(history.user_id).toBe(otherRep.user.id);
    expect(history.conversations.map((call) => call.id)).toEqual([mine]);
    expect(history.conversations[0]).toMatchObject({ status: "ended", score_status: "scored" });
    expect(history.conversations[0]?.total).toBeGreaterThan(50);
    expect(history.conversations[0]?.scenario).toMatch(/employees/);

    const peek = await t.app.inject({
      method: "GET",
      url: `/batting_cage_conversations/history?user_id=${encodeURIComponent(rep.user.id)}`,
      headers: otherRep.headers,
    });
    expect(peek.statusCode).toBe(403);
    const asAdmin = await t.app.inject({
      method: "GET",
      url: `/batting_cage_conversations/history?user_id=${encodeURIComponent(otherRep.user.id)}`,
      headers: admin.headers,
    });
    expect(asAdmin.json<PracticeHistory>().conversations.map((call) => call.id)).toEqual([mine]);
  });

  it("gives the admin report each call's score, a rep filter and the period's average score", async () => {
    const all = await t.app.inject({
      method: "GET",
      url: "/batting_cage_conversations/report_data?range=today&tz=UTC",
      headers: admin.headers,
    });
    expect(all.statusCode, all.body).toBe(200);
    const report = all.json<ReportData>();
    const scored = report.conversations.filter((call) => call.score_status === "scored");
    expect(scored.length).toBeGreaterThan(0);
    const mean = scored.reduce((sum, call) => sum + (call.score ?? 0), 0) / scored.length;
    expect(report.averageScore).toBeCloseTo(mean, 0);
    expect(report.reps?.map((entry) => entry.user_id).sort()).toEqual([rep.user.id, otherRep.user.id].sort());

    const filtered = await t.app.inject({
      method: "GET",
      url: `/batting_cage_conversations/report_data?range=today&tz=UTC&user_id=${encodeURIComponent(otherRep.user.id)}`,
      headers: admin.headers,
    });
    const onlyOtto = filtered.json<ReportData>();
    expect(onlyOtto.totalSessions).toBe(1);
    expect(onlyOtto.conversations.map((call) => call.user?.user_id)).toEqual([otherRep.user.id]);
  });

  it("refuse a user_id that is not a UUID with 400 validation_failed, as every other id", async () => {
    for (const [url, who] of [
      ["/batting_cage_conversations/history", rep.headers],
      ["/batting_cage_conversations/history", admin.headers],
      ["/batting_cage_conversations/report_data?range=today&tz=UTC", admin.headers],
    ] as const) {
      for (const userId of ["u1", "not-a-uuid", `${otherRep.user.id}x`, "1' or '1'='1"]) {
        const separator = url.includes("?") ? "&" : "?";
        const response = await t.app.inject({
          method: "GET",
          url: `${url}${separator}user_id=${encodeURIComponent(userId)}`,
          headers: who,
        });
        expect(response.statusCode, `${url} ${userId}: ${response.body}`).toBe(400);
        expect(response.json()).toMatchObject({
          error: { code: "validation_failed", issues: [{ path: "user_id", message: "Expected a UUID." }] },
        });
      }
    }
  });
});
