import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "../../context";
import { createRealtimeProvider } from "../../integrations/realtime/create-realtime-provider";
import { createTestApp, type TestApp } from "../../test/harness";
import { connectToSimulator, responseOutput, typedTurn, waitFor } from "../../test/werift-browser";
import { liveSimulatorCalls } from "./routes";
import { battingCageExampleCustomer } from "@dugout/contracts/batting-cage";

// A werift peer plays the browser against the simulator over loopback: the SDP POST, the
// `oai-events` channel, the customer's audio track, typed turns, a function-call round trip,
// end_conversation after the simulated 12 minutes, and cleanup after the hang-up.
// Not on the PostgreSQL pass: nothing here touches the database beyond the harness.
const onPostgres = process.env.DUGOUT_TEST_DB === "postgres";

let t: TestApp;
let fast: TestApp;
beforeAll(async () => {
  // Real time for the conversation itself; a second app whose simulated minute lasts 0.1 s for the ending.
  t = await createTestApp({ env: { REALTIME_SIM_ESPEAK: "off" } });
  fast = await createTestApp({ env: { REALTIME_SIM_CLOCK_SCALE: "600", REALTIME_SIM_ESPEAK: "off" } });
});
afterAll(async () => {
  await t.close();
  await fast.close();
});

const connect = (app: TestApp) => connectToSimulator(app);

describe.skipIf(onPostgres)("realtime simulator over WebRTC loopback", () => {
  it("answers the SDP offer, talks GA events on oai-events, speaks audibly, and cleans up after the hang-up", async () => {
    const call = await connect(t);
    try {
      // A typed turn: echoed with our id, answered with a transcript and speech.
      let mark = call.received.length;
      typedTurn(call, "Hi, am I speaking with the owner?", "item_typed_1");
      const greeting = await call.next("response.output_audio_transcript.done", mark);
      const firstReplyMs = performance.now() - call.openedAt;
      expect(greeting.transcript).toBe(
        "Hi there! You've reached Maple Street Bakery, this is the owner. How can I help you today?",
      );
      expect(call.received.slice(mark).find((event) => event.type === "conversation.item.added")).toMatchObject({
        item: { id: "item_typed_1" },
      });
      await call.next("output_audio_buffer.started", mark);
      await call.next("response.done", mark);
      await waitFor(() => (call.levels.length >= 50 ? true : undefined), 10_000, "inbound audio");

      // The second turn: the customer checks the clock first (a function-call round trip).
      mark = call.received.length;
      typedTurn(call, "How many employees do you have?");
      const check = await call.next("response.done", mark);
      const clockCall = responseOutput(check)[0];
      expect(clockCall?.name).toBe("elapsed_minutes");
      call.send({
        type: "conversation.item.create",
        item: { type: "function_call_output", call_id: clockCall?.call_id, output: '{"elapsed_minutes":0}' },
      });
      call.send({ type: "response.create" });
      const answer = await call.next("response.output_audio_transcript.done", mark);
      expect(answer.transcript).toBe("We have about 7 employees, somewhere in the 5-10 range.");

      const voiced = call.levels.filter((level) => level > -50);
      // Figures for the report (printed, never asserted on time).
      console.info(
        `[realtime loopback] offer-to-open ${call.offerToOpenMs.toFixed(0)} ms; open-to-first-reply ${firstReplyMs.toFixed(0)} ms; ` +
          `inbound audio ${call.levels.length} packets, ${voiced.length} voiced, loudest ${Math.max(...call.levels).toFixed(1)} dBFS`,
      );
      expect(voiced.length).toBeGreaterThan(25);
      expect(liveSimulatorCalls(t.config)).toBe(1);
    } finally {
      await call.close();
    }
    await waitFor(
      () => (liveSimulatorCalls(t.config) === 0 ? true : undefined),
      15_000,
      "the server to close the call",
    );
  }, 60_000);

  it("ends the call through end_conversation once the simulated 12 minutes have passed", async () => {
    const call = await connect(fast);
    try {
      typedTurn(call, "Hello, do you have a minute?");
      // Answer every clock check until the customer ends the call.
      const answered = new Set<string>();
      const ending = await waitFor(
        () => {
          for (const event of call.received) {
            if (event.type !== "response.done") continue;
            for (const output of responseOutput(event)) {
              if (output.name === "end_conversation") return event;
              if (output.name === "elapsed_minutes" && output.call_id && !answered.has(output.call_id)) {
                answered.add(output.call_id);
                call.send({
                  type: "conversation.item.create",
                  item: { type: "function_call_output", call_id: output.call_id, output: '{"elapsed_minutes":12}' },
                });
                call.send({ type: "response.create" });
              }
            }
          }
          return undefined;
        },
        // Generous: only a failing run waits this long, and a busy 2-core machine needs it.
        45_000,
        "end_conversation",
      );
      expect(responseOutput(ending).map((output) => output.name ?? output.type)).toEqual([
        "message",
        "end_conversation",
      ]);
    } finally {
      await call.close();
    }
    await waitFor(
      () => (liveSimulatorCalls(fast.config) === 0 ? true : undefined),
      15_000,
      "the server to close the call",
    );
  }, 90_000);

  it("refuses a missing, wrong or reused secret and an offer without ICE, DTLS or data channel", async () => {
    const post = (headers: Record<string, string>) =>
      t.app.inject({ method: "POST", url: "/realtime/calls", headers, payload: "v=0\r\n" });
    expect((await post({ "content-type": "application/sdp" })).statusCode).toBe(401);
    expect((await post({ "content-type": "application/sdp", authorization: "Bearer ek_sim_wrong" })).statusCode).toBe(
      401,
    );
    const provider = createRealtimeProvider({ config: t.config, database: t.database } as AppContext);
    const { client_secret } = await provider.createSession({
      conversationId: "c",
      instructions: "i",
      persona: battingCageExampleCustomer,
    });
    const garbage = await post({ "content-type": "application/sdp", authorization: `Bearer ${client_secret.value}` });
    expect(garbage.statusCode).toBe(400);
    const reused = await post({ "content-type": "application/sdp", authorization: `Bearer ${client_secret.value}` });
    expect(reused.statusCode).toBe(401);
    expect(liveSimulatorCalls(t.config)).toBe(0);
  });
});
