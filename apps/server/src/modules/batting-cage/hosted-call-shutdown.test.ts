import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreateSessionAnswer } from "@dugout/contracts/batting-cage";
import { battingCageConversations, battingCagePracticeScores } from "@dugout/db";
import { hostedCalls } from "../../integrations/realtime/hosted-calls";
import { createTestApp, type TestApp } from "../../test/harness";
import { connectWeriftBrowser, type WeriftBrowser } from "../../test/werift-browser";

/**
 * An instance that closes (after its shutdown grace, server.ts) ends the practice calls it carries
 * properly: `ended`, reason `server_shutdown`, with the autosaved transcript, and scored; a call its
 * browser had already ended keeps its own end. graceful-shutdown.test.ts drives the whole process.
 */
let t: TestApp;
let call: WeriftBrowser | undefined;
beforeAll(async () => {
  t = await createTestApp({ env: { REALTIME_SIM_ESPEAK: "off" } });
});
afterAll(async () => {
  await call?.close();
  await t.close();
});

const pitch =
  "Hi, this is Sam from the payroll company. I would love to learn how you run payroll today, how many people you pay, and what takes the most time each week so I can show you how we save owners hours.";
const entries = Array.from({ length: 5 }, (_, index) => [
  { role: "user", text: `${pitch} Question ${index + 1}?` },
  { role: "assistant", text: "We pay twelve people every two weeks and it takes me most of a Friday." },
]).flat();

describe("closing the app with a live practice call", () => {
  it("ends the call it carries with the reason server_shutdown and scores it; an ended call keeps its end", async () => {
    const rep = await t.signIn({ role: "rep" });
    const start = async () => {
      const started = await t.app.inject({ method: "POST", url: "/create_session", headers: rep.headers, payload: {} });
      expect(started.statusCode, started.body).toBe(200);
      return started.json<CreateSessionAnswer>();
    };
    const save = (id: string, payload: object) =>
      t.app.inject({ method: "PATCH", url: `/batting_cage_conversations/${id}`, headers: rep.headers, payload });

    const finished = await start();
    expect((await save(finished.conversation_id, { append: { from_index: 0, entries } })).statusCode).toBe(200);
    expect((await save(finished.conversation_id, { status: "ended" })).statusCode).toBe(200);

    const live = await start();
    call = await connectWeriftBrowser(t, { ...live, sdp_url: live.realtime.sdp_url });
    expect([...hostedCalls(t.config)]).toEqual([live.conversation_id]);
    expect((await save(live.conversation_id, { append: { from_index: 0, entries } })).statusCode).toBe(200);

    await t.app.close();

    expect(hostedCalls(t.config).size).toBe(0);
    const rows = await t.database.db.select().from(battingCageConversations);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(live.conversation_id)).toMatchObject({
      status: "ended",
      endReason: "server_shutdown",
      transcriptLength: 10,
    });
    expect(byId.get(live.conversation_id)?.endedAt).toBeInstanceOf(Date);
    expect(byId.get(finished.conversation_id)).toMatchObject({ status: "ended", endReason: "caller" });
    const [score] = await t.database.db
      .select()
      .from(battingCagePracticeScores)
      .where(eq(battingCagePracticeScores.conversationId, live.conversation_id));
    expect(score?.status).toBe("scored");
    expect(score?.total).toEqual(expect.any(Number));
  }, 120_000);
});
