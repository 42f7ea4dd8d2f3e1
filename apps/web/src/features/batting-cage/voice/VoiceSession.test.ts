import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VoiceSession, type TranscriptLine, type VoiceEnvironment, type VoiceSessionOptions } from "./VoiceSession";
import { FakePeerConnection, FakeStream, type FakeDataChannel } from "./test/fake-rtc";
import {
  activeResponseError,
  functionCallResponse,
  sessionOpening,
  spokenTurnWithLateTranscription,
  typedTurnAnswered,
} from "./test/ga-sequences";

interface Harness {
  session: VoiceSession;
  pc: () => FakePeerConnection;
  channel: () => FakeDataChannel;
  stream: FakeStream;
  log: string[];
  requests: { url: string; init: RequestInit }[];
  transcripts: TranscriptLine[][];
  statuses: string[];
  errors: string[];
  ends: string[];
  clock: { now: number };
  audio: HTMLAudioElement;
  /** What each RTCPeerConnection was created with. */
  configurations: RTCConfiguration[];
}

function harness(
  answer: { status: number; body: string; contentType?: string } = { status: 201, body: "v=0\r\no=answer\r\n" },
  extra: Partial<VoiceSessionOptions> = {},
): Harness {
  const log: string[] = [];
  const stream = new FakeStream(log);
  let pc: FakePeerConnection | null = null;
  const requests: Harness["requests"] = [];
  const clock = { now: 1_000_000 };
  const h = {
    log,
    stream,
    requests,
    clock,
    transcripts: [] as TranscriptLine[][],
    statuses: [] as string[],
    errors: [] as string[],
    ends: [] as string[],
    audio: document.createElement("audio"),
    configurations: [] as RTCConfiguration[],
  };
  const environment: Partial<VoiceEnvironment> = {
    createPeerConnection: (configuration) => {
      h.configurations.push(configuration);
      pc = new FakePeerConnection(log);
      return pc as unknown as RTCPeerConnection;
    },
    getUserMedia: async () => stream as unknown as MediaStream,
    fetch: async (url, init) => {
      requests.push({ url: typeof url === "string" ? url : url instanceof URL ? url.href : url.url, init: init ?? {} });
      const contentType = answer.contentType ?? "application/sdp";
      return new Response(answer.body, { status: answer.status, headers: { "content-type": contentType } });
    },
    now: () => clock.now,
  };
  const options: VoiceSessionOptions = {
    clientSecret: "ek_test_secret",
    sdpUrl: "/realtime/calls",
    audioElement: h.audio,
    onTranscript: (entries) => h.transcripts.push(entries),
    onStatus: (status) => h.statuses.push(status),
    onError: (message) => h.errors.push(message),
    onEnd: (reason) => h.ends.push(reason),
    environment,
    ...extra,
  };
  const session = new VoiceSession(options);
  return {
    ...h,
    session,
    pc: () => pc as FakePeerConnection,
    channel: () => (pc as FakePeerConnection).channel as FakeDataChannel,
  };
}

/** Starts a call the way the service answers it: SDP answer, channel open, session.updated. */
async function connected(h: Harness = harness()): Promise<Harness> {
  const started = h.session.start();
  await vi.waitFor(() => expect(h.pc().remoteSdp).not.toBeNull());
  h.channel().open();
  for (const event of sessionOpening) h.channel().deliver(event);
  await started;
  return h;
}

const lastTranscript = (h: Harness) => h.transcripts.at(-1) ?? [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("VoiceSession: connecting", () => {
  it("posts the SDP offer with the bearer secret, queues session.update until the channel opens, and is ready on session.updated", async () => {
    const h = harness();
    const started = h.session.start();
    await vi.waitFor(() => expect(h.pc().remoteSdp).toBe("v=0\r\no=answer\r\n"));

    expect(h.requests).toHaveLength(1);
    const request = h.requests[0];
    expect(request?.url).toBe("/realtime/calls");
    expect(request?.init.method).toBe("POST");
    expect(request?.init.body).toBe("v=0\r\no=fake-offer\r\n");
    expect(request?.init.headers).toEqual({
      Authorization: "Bearer ek_test_secret",
      "Content-Type": "application/sdp",
    });
    expect(h.channel().label).toBe("oai-events");
    expect(h.pc().addedTracks).toEqual(h.stream.tracks);
    expect(h.channel().sent).toEqual([]); // not open yet: nothing was sent (sending would throw)

    h.channel().open();
    expect(h.channel().sent).toEqual([{ type: "session.update", session: { type: "realtime" } }]);
    expect(h.statuses).toEqual(["connecting"]);
    for (const event of sessionOpening) h.channel().deliver(event);
    await started;
    expect(h.statuses).toEqual(["connecting", "ready"]);
    h.session.hangUp();
  });

  it("gives up after 5 s without session.updated and cleans up", async () => {
    const h = harness();
    const started = h.session.start();
    const failure = expect(started).rejects.toThrow("The voice service did not confirm the session within 5 seconds.");
    await vi.waitFor(() => expect(h.pc().remoteSdp).not.toBeNull());
    h.channel().open();
    h.channel().deliver(sessionOpening[0] ?? {});
    await vi.advanceTimersByTimeAsync(5000);
    await failure;
    expect(h.log).toEqual(["track.stop", "channel.close", "pc.close"]);
    expect(h.statuses).toEqual(["connecting", "ended"]);
  });

  it("reports a refused SDP exchange and releases the microphone", async () => {
    const h = harness({ status: 401, body: "unauthorized" });
    await expect(h.session.start()).rejects.toThrow("The voice service refused the call (HTTP 401).");
    expect(h.stream.tracks.every((track) => track.stopped)).toBe(true);
    expect(h.log).toEqual(["track.stop", "channel.close", "pc.close"]);
  });

  it("tells the service's own reason when it refuses with a JSON error (every practice line busy)", async () => {
    const busy = "Every practice line is busy right now. Please try again in a moment.";
    const h = harness({
      status: 503,
      body: JSON.stringify({ error: { code: "unavailable", message: busy } }),
      contentType: "application/json",
    });
    await expect(h.session.start()).rejects.toThrow(busy);
    expect(h.log).toEqual(["track.stop", "channel.close", "pc.close"]);
  });

  it("gives the peer connection the STUN/TURN servers the server handed out, and none of its own otherwise", async () => {
    const iceServers = [{ urls: ["turn:turn.example.com:3478"], username: "u", credential: "p" }];
    const h = await connected(harness(undefined, { iceServers }));
    expect(h.configurations).toEqual([{ iceServers }]);
    h.session.hangUp();
    const plain = await connected(harness());
    expect(plain.configurations).toEqual([{}]);
    plain.session.hangUp();
  });
});

describe("VoiceSession: transcript", () => {
  it("keeps a spoken turn's placeholder before the customer's answer and fills it when the transcription arrives late", async () => {
    const h = await connected();
    const events = spokenTurnWithLateTranscription("item_user_1", null, "item_asst_1");
    const afterAnswer = events.findIndex((event) => event.type === "response.output_audio_transcript.done");
    events.slice(0, afterAnswer + 1).forEach((event) => h.channel().deliver(event));
    expect(lastTranscript(h)).toEqual([
      { id: "item_user_1", role: "user", text: "", pending: true },
      { id: "item_asst_1", role: "assistant", text: "Hi, this is Maple Street Bakery. Who's calling?" },
    ]);
    events.slice(afterAnswer + 1).forEach((event) => h.channel().deliver(event));
    expect(lastTranscript(h)).toEqual([
      { id: "item_user_1", role: "user", text: "Hi, is this the owner of Maple Street Bakery?" },
      { id: "item_asst_1", role: "assistant", text: "Hi, this is Maple Street Bakery. Who's calling?" },
    ]);
    h.session.hangUp();
  });

  it("adds a typed turn at once, sends it as input_text plus response.create, and orders the echo and answer by item id", async () => {
    const h = await connected();
    spokenTurnWithLateTranscription("item_user_1", null, "item_asst_1").forEach((event) => h.channel().deliver(event));
    h.channel().sent.length = 0;

    h.session.sendText("  We help bakeries run payroll in minutes.  ");
    const [create, respond] = h.channel().sent;
    expect(create).toMatchObject({
      type: "conversation.item.create",
      item: {
        type: "message",
        role: "user",
        content: [{ type: "input_text", text: "We help bakeries run payroll in minutes." }],
      },
    });
    expect(respond).toEqual({ type: "response.create" });
    const typedId = (create?.item as { id: string }).id;
    expect(lastTranscript(h).at(-1)).toEqual({
      id: typedId,
      role: "user",
      text: "We help bakeries run payroll in minutes.",
    });

    typedTurnAnswered(typedId, "item_asst_1", "item_asst_2", "Minutes? It takes me an hour now.").forEach((event) =>
      h.channel().deliver(event),
    );
    expect(lastTranscript(h).map((line) => [line.role, line.text])).toEqual([
      ["user", "Hi, is this the owner of Maple Street Bakery?"],
      ["assistant", "Hi, this is Maple Street Bakery. Who's calling?"],
      ["user", "We help bakeries run payroll in minutes."],
      ["assistant", "Minutes? It takes me an hour now."],
    ]);
    h.session.hangUp();
  });

  it("asks for a response again when a typed turn's request collided with an active response", async () => {
    const h = await connected();
    h.session.sendText("Are you there?");
    h.channel().sent.length = 0;
    h.channel().deliver(activeResponseError);
    expect(h.channel().sentOfType("response.create")).toHaveLength(0);
    h.channel().deliver({ type: "response.done", response: { id: "resp_typed", status: "completed", output: [] } });
    expect(h.channel().sentOfType("response.create")).toHaveLength(1);
    h.channel().deliver({ type: "response.done", response: { id: "resp_next", status: "completed", output: [] } });
    expect(h.channel().sentOfType("response.create")).toHaveLength(1);
    h.session.hangUp();
  });

  it("treats conversation_already_has_active_response as harmless and reports other errors and failed responses", async () => {
    const h = await connected();
    h.session.sendText("Are you there?");
    h.channel().deliver(activeResponseError);
    expect(h.errors).toEqual([]);
    expect(h.ends).toEqual([]);
    h.channel().deliver({
      type: "error",
      error: { type: "invalid_request_error", code: "invalid_value", message: "Bad event." },
    });
    expect(h.errors).toEqual(["Bad event."]);
    h.channel().deliver({
      type: "response.done",
      response: {
        id: "resp_x",
        status: "failed",
        status_details: {
          type: "failed",
          error: { type: "insufficient_quota", message: "You exceeded your current quota." },
        },
        output: [],
      },
    });
    expect(h.errors).toEqual(["Bad event.", "You exceeded your current quota."]);
    h.session.hangUp();
  });
});

describe("VoiceSession: function calls", () => {
  it("answers elapsed_minutes with whole minutes since start and unknown names with an error, then asks for one response", async () => {
    const h = await connected();
    h.channel().sent.length = 0;
    h.clock.now += 2 * 60_000 + 59_000;
    functionCallResponse("item_asst_1", [
      { callId: "call_1", name: "elapsed_minutes", itemId: "item_fn_1" },
      { callId: "call_2", name: "order_pizza", itemId: "item_fn_2" },
    ]).forEach((event) => h.channel().deliver(event));
    expect(h.channel().sent).toEqual([
      {
        type: "conversation.item.create",
        item: { type: "function_call_output", call_id: "call_1", output: '{"elapsed_minutes":2}' },
      },
      {
        type: "conversation.item.create",
        item: { type: "function_call_output", call_id: "call_2", output: '{"error":"Unknown function: order_pizza"}' },
      },
      { type: "response.create" },
    ]);
    expect(lastTranscript(h)).toEqual([]); // function calls are not transcript lines
    h.session.hangUp();
  });

  it("ends through end_conversation once the goodbye has finished playing", async () => {
    const h = await connected();
    h.channel().deliver({ type: "output_audio_buffer.started", response_id: "resp_bye" });
    functionCallResponse("item_asst_9", [
      { callId: "call_end", name: "end_conversation", itemId: "item_fn_end" },
    ]).forEach((event) => h.channel().deliver(event));
    expect(h.channel().sentOfType("conversation.item.create")).toHaveLength(1);
    expect(h.channel().sentOfType("response.create")).toHaveLength(0);
    expect(h.ends).toEqual([]);
    h.channel().deliver({ type: "output_audio_buffer.stopped", response_id: "resp_bye" });
    expect(h.ends).toEqual(["end_conversation"]);
    h.session.hangUp();
  });

  it("ends through end_conversation at once when nothing is playing, and only once", async () => {
    const h = await connected();
    const events = functionCallResponse("item_asst_9", [
      { callId: "call_end", name: "end_conversation", itemId: "item_fn_end" },
    ]);
    events.forEach((event) => h.channel().deliver(event));
    events.forEach((event) => h.channel().deliver(event));
    expect(h.ends).toEqual(["end_conversation"]);
    h.session.hangUp();
  });
});

describe("VoiceSession: connection and cleanup", () => {
  it("detects a failed connection", async () => {
    const h = await connected();
    h.pc().setState("failed");
    expect(h.ends).toEqual(["connection_lost"]);
    h.session.hangUp();
  });

  it("waits out a short disconnection and ends on a lasting one", async () => {
    const h = await connected();
    h.pc().setState("disconnected");
    h.pc().setState("connected");
    await vi.advanceTimersByTimeAsync(5000);
    expect(h.ends).toEqual([]);
    h.pc().setState("disconnected");
    await vi.advanceTimersByTimeAsync(5000);
    expect(h.ends).toEqual(["connection_lost"]);
    h.session.hangUp();
  });

  it("hangs up in the order of docs/requirements/batting-cage.md#practice-call (timers, tracks, channel, connection), once, and ignores later events", async () => {
    const h = await connected();
    h.pc().setState("disconnected"); // leaves a grace timer running
    expect(vi.getTimerCount()).toBe(1);
    h.session.hangUp();
    h.session.hangUp();
    expect(vi.getTimerCount()).toBe(0);
    expect(h.log).toEqual(["track.stop", "channel.close", "pc.close"]);
    expect(h.statuses).toEqual(["connecting", "ready", "ended"]);
    const count = h.transcripts.length;
    h.channel().deliver({
      type: "conversation.item.input_audio_transcription.completed",
      item_id: "x",
      transcript: "late",
    });
    h.session.sendText("after the end");
    expect(h.transcripts).toHaveLength(count);
    expect(h.ends).toEqual([]);
  });
});
