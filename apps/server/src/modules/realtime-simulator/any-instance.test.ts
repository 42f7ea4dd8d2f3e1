import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreateSessionAnswer } from "@dugout/contracts/batting-cage";
import { battingCageConversations, realtimeSimulatorCalls } from "@dugout/db";
import { hostedCalls } from "../../integrations/realtime/hosted-calls";
import { createTestApp, errorOf, type TestApp } from "../../test/harness";
import { connectWeriftBrowser, typedTurn, waitFor, type WeriftBrowser } from "../../test/werift-browser";
import { liveSimulatorCalls, simulatorBusyMessage } from "./routes";

/**
 * Two instances on one database behind a round-robin proxy: the practice call's secret is minted by
 * the instance that answers POST /create_session, and the SDP offer usually reaches the other one.
 * Before, the secret lived in the minting process's memory and the other instance answered 401.
 * The instance that accepts the offer hosts the call; its end is recorded whichever instance hears it.
 */
const env = { REALTIME_SIM_ESPEAK: "off", JOBS_DISABLE_WORKERS: "true" };
let a: TestApp;
let b: TestApp;
const browsers: WeriftBrowser[] = [];
beforeAll(async () => {
  a = await createTestApp({ env });
  b = await createTestApp({ env, shareDatabaseWith: a, ownPool: true });
});
afterAll(async () => {
  for (const browser of browsers) await browser.close().catch(() => undefined);
  await b.close();
  await a.close();
});

async function startOn(instance: TestApp, headers: Record<string, string>): Promise<CreateSessionAnswer> {
  const started = await instance.app.inject({ method: "POST", url: "/create_session", headers, payload: {} });
  expect(started.statusCode, started.body).toBe(200);
  return started.json<CreateSessionAnswer>();
}

async function offerTo(instance: TestApp, session: CreateSessionAnswer): Promise<WeriftBrowser> {
  const browser = await connectWeriftBrowser(instance, { ...session, sdp_url: session.realtime.sdp_url });
  browsers.push(browser);
  return browser;
}

const rowOf = async (conversationId: string) =>
  (
    await a.database.db
      .select()
      .from(realtimeSimulatorCalls)
      .where(eq(realtimeSimulatorCalls.conversationId, conversationId))
  )[0];

const conversationOf = async (conversationId: string) =>
  (
    await a.database.db.select().from(battingCageConversations).where(eq(battingCageConversations.id, conversationId))
  )[0];

describe("a practice call on two instances", () => {
  it("is minted on one, answered and hosted by the other, and its hang-up is recorded on both sides", async () => {
    const rep = await a.signIn({ role: "rep" });
    const session = await startOn(a, rep.headers);
    const browser = await offerTo(b, session);

    expect(liveSimulatorCalls(b.config)).toBe(1);
    expect(liveSimulatorCalls(a.config)).toBe(0);
    expect([...hostedCalls(b.config)]).toEqual([session.conversation_id]);
    expect(hostedCalls(a.config).size).toBe(0);
    // Single use across instances: the minting instance will not open it a second time.
    const again = await a.app.inject({
      method: "POST",
      url: session.realtime.sdp_url,
      headers: { authorization: `Bearer ${session.client_secret.value}`, "content-type": "application/sdp" },
      payload: "v=0\r\n",
    });
    expect(again.statusCode).toBe(401);

    const mark = browser.received.length;
    typedTurn(browser, "Hi, am I speaking with the owner?");
    await browser.next("response.output_audio_transcript.done", mark, 30_000);
    // The host's metrics count the call and time its customer's voice frames; the other instance hosts none.
    const series = async (instance: TestApp, name: string) => {
      const text = (await instance.app.inject({ method: "GET", url: "/metrics" })).body;
      return Number(
        text
          .split("\n")
          .find((line) => line.startsWith(`${name} `))
          ?.split(" ")[1],
      );
    };
    expect(await series(b, "dugout_realtime_sim_calls_hosted")).toBe(1);
    expect(await series(a, "dugout_realtime_sim_calls_hosted")).toBe(0);
    await browser.next("output_audio_buffer.started", mark, 30_000);
    expect(await series(b, "dugout_realtime_sim_audio_lateness_seconds_count")).toBeGreaterThan(0);
    const row = await rowOf(session.conversation_id);
    expect(row?.hostInstance).toMatch(/:\d+:/);
    expect(row?.callId).toMatch(/^rtc_/);
    expect(row?.endedAt).toBeNull();

    // The rep hangs up: the page's final save reaches instance A, the media ends on B.
    const saved = await a.app.inject({
      method: "PATCH",
      url: `/batting_cage_conversations/${session.conversation_id}`,
      headers: rep.headers,
      payload: {
        append: { from_index: 0, entries: [{ role: "user", text: "Hi, am I speaking with the owner?" }] },
        status: "ended",
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await browser.close();
    await waitFor(() => (liveSimulatorCalls(b.config) === 0 ? true : undefined), 15_000, "B to close the call");
    await expect
      .poll(async () => (await rowOf(session.conversation_id))?.endReason, { timeout: 15_000 })
      .toBe("channel closed");
    expect(hostedCalls(b.config).size).toBe(0);
    expect(await conversationOf(session.conversation_id)).toMatchObject({ status: "ended", endReason: "caller" });
  }, 90_000);

  it("refuses an offer beyond an instance's cap with a message to try again, and the same secret works elsewhere", async () => {
    const narrow = await createTestApp({
      env: { ...env, REALTIME_SIM_MAX_CALLS: "1" },
      shareDatabaseWith: a,
      ownPool: true,
    });
    try {
      const rep = await a.signIn({ role: "rep" });
      await offerTo(narrow, await startOn(a, rep.headers));
      const second = await startOn(a, rep.headers);
      const refused = await narrow.app.inject({
        method: "POST",
        url: second.realtime.sdp_url,
        headers: { authorization: `Bearer ${second.client_secret.value}`, "content-type": "application/sdp" },
        payload: "v=0\r\n",
      });
      expect(refused.statusCode).toBe(503);
      expect(errorOf(refused)).toEqual({ code: "unavailable", message: simulatorBusyMessage });
      expect(simulatorBusyMessage).toMatch(/try again in a moment/);
      // The refusal did not use the secret up: the proxy's next instance takes the same offer.
      await offerTo(a, second);
      expect(liveSimulatorCalls(a.config)).toBe(1);
    } finally {
      await narrow.close();
    }
  }, 90_000);

  it("ends the calls an instance hosts when it shuts down, whichever instance minted them", async () => {
    const rep = await a.signIn({ role: "rep" });
    const session = await startOn(a, rep.headers);
    await offerTo(b, session);
    expect([...hostedCalls(b.config)]).toEqual([session.conversation_id]);

    await b.app.close();

    expect(await conversationOf(session.conversation_id)).toMatchObject({
      status: "ended",
      endReason: "server_shutdown",
    });
    expect(await rowOf(session.conversation_id)).toMatchObject({ endReason: "server closing" });
  }, 90_000);
});
