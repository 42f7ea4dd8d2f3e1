import { describe, expect, it } from "vitest";
import { createLlm } from "../../../integrations/llm/create-llm";
import { startOpenAiStandIn } from "../../../integrations/llm/openai-stand-in";
import type { CustomerPersona } from "../../../integrations/realtime/port";
import { LlmCustomer } from "../brain/llm-customer";
import type { ServerEvent } from "./events";
import { SimulatorProtocol, type ProtocolDeps } from "./simulator-protocol";

const persona: CustomerPersona = {
  customer_type: "Switcher",
  objection: "I'm locked into a contract with my current provider and I don't want to pay a cancellation fee.",
  business_name: "Harbor View Bistro",
  employee_count: "10-20",
  business_type: "Restaurant",
  payroll_provider: "ADP",
  personality_type: "Direct",
  custom_instructions: "",
};

function setup(extra: Partial<ProtocolDeps> = {}) {
  const sent: ServerEvent[] = [];
  const spoken: string[] = [];
  const timers: { at: number; run(): void; cancelled: boolean }[] = [];
  const clock = { minutes: 0 };
  let audioPlaying = false;
  const protocol = new SimulatorProtocol({
    persona,
    model: "dugout-simulator",
    send: (event) => sent.push(event),
    speak: async (text, onAudible) => {
      spoken.push(text);
      audioPlaying = true;
      onAudible();
    },
    clearAudio: () => {
      const was = audioPlaying;
      audioPlaying = false;
      return was;
    },
    minutes: () => clock.minutes,
    msUntilMinute: (minutes) => (minutes - clock.minutes) * 60_000,
    schedule: (ms, run) => {
      const timer = { at: clock.minutes * 60_000 + ms, run, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    ...extra,
  });
  const client = (event: Record<string, unknown>) => protocol.handleClientEvent(JSON.stringify(event));
  const typed = (text: string, id?: string) => {
    client({
      type: "conversation.item.create",
      item: { ...(id ? { id } : {}), type: "message", role: "user", content: [{ type: "input_text", text }] },
    });
    client({ type: "response.create" });
  };
  /** Runs due timers in order (the real clock is simulated time here). */
  const advanceTo = (minutes: number) => {
    clock.minutes = minutes;
    for (const timer of [...timers].sort((a, b) => a.at - b.at)) {
      if (!timer.cancelled && timer.at <= minutes * 60_000) {
        timer.cancelled = true;
        timer.run();
      }
    }
  };
  const flush = () => new Promise((resolve) => setImmediate(resolve));
  const types = () => sent.map((event) => event.type);
  const ofType = (type: string) => sent.filter((event) => event.type === type);
  const lastDone = () =>
    ofType("response.done").at(-1)?.response as
      { output: { type: string; name?: string; call_id?: string }[] } | undefined;
  return { protocol, sent, spoken, clock, client, typed, advanceTo, flush, types, ofType, lastDone };
}

describe("simulator protocol (GA events, no WebRTC)", () => {
  it("opens with session.created and answers session.update only when it carries session.type", () => {
    const t = setup();
    t.protocol.open();
    expect(t.types()).toEqual(["session.created"]);
    t.client({ type: "session.update", session: { instructions: "x" } });
    expect(t.sent.at(-1)).toMatchObject({
      type: "error",
      error: { code: "missing_required_parameter", param: "session.type" },
    });
    t.client({ type: "session.update", session: { type: "realtime" } });
    expect(t.sent.at(-1)).toMatchObject({
      type: "session.updated",
      session: {
        type: "realtime",
        model: "dugout-simulator",
        tools: [{ name: "elapsed_minutes" }, { name: "end_conversation" }],
      },
    });
    // The instructions describe the customer and stay on the server (the scenario may be hidden from the rep).
    for (const event of t.ofType("session.created").concat(t.ofType("session.updated")))
      expect(event.session).not.toHaveProperty("instructions");
    t.protocol.close();
  });

  it("echoes a typed turn with the client's item id and answers it with transcript events and speech", async () => {
    const t = setup();
    t.protocol.open();
    t.typed("Hi, is this the owner?", "item_dugout_1_abc");
    await t.flush();
    const added = t.ofType("conversation.item.added");
    expect(added[0]).toMatchObject({
      previous_item_id: null,
      item: {
        id: "item_dugout_1_abc",
        role: "user",
        content: [{ type: "input_text", text: "Hi, is this the owner?" }],
      },
    });
    expect(added[1]).toMatchObject({
      previous_item_id: "item_dugout_1_abc",
      item: { role: "assistant", status: "in_progress" },
    });
    const greeting = "Harbor View Bistro, owner speaking. What do you want?";
    expect(t.ofType("response.output_audio_transcript.done")[0]).toMatchObject({
      transcript: greeting,
      item_id: (added[1]?.item as { id: string }).id,
    });
    expect(t.spoken).toEqual([greeting]);
    expect(t.types().slice(-1)).toEqual(["response.done"]);
    t.protocol.close();
  });

  it("rejects response.create during an active response with conversation_already_has_active_response, and answers the turn next", async () => {
    const t = setup();
    t.protocol.open();
    t.typed("Hello?");
    t.typed("Anyone there?"); // the first response is still synthesising
    expect(t.sent.at(-1)).toMatchObject({ type: "error", error: { code: "conversation_already_has_active_response" } });
    await t.flush();
    await t.flush();
    expect(t.ofType("response.done")).toHaveLength(2);
    t.protocol.close();
  });

  it("checks the clock with elapsed_minutes on the second turn and answers after the function result", async () => {
    const t = setup();
    t.protocol.open();
    t.typed("Hello");
    await t.flush();
    t.clock.minutes = 1;
    t.typed("How many employees do you have?");
    await t.flush();
    const call = t.lastDone()?.output[0];
    expect(call).toMatchObject({ type: "function_call", name: "elapsed_minutes" });
    expect(t.spoken).toHaveLength(1);
    t.client({
      type: "conversation.item.create",
      item: { type: "function_call_output", call_id: call?.call_id, output: '{"elapsed_minutes":1}' },
    });
    t.client({ type: "response.create" });
    await t.flush();
    expect(t.spoken.at(-1)).toBe("We have about 15 employees, somewhere in the 10-20 range.");
    t.protocol.close();
  });

  it("turns detected speech into a user audio item, answers it, and sends the honest transcription late", async () => {
    const t = setup();
    t.protocol.open();
    t.protocol.speechStarted(1200);
    t.protocol.speechStopped(3100);
    await t.flush();
    const types = t.types();
    expect(types.slice(1, 4)).toEqual([
      "input_audio_buffer.speech_started",
      "input_audio_buffer.speech_stopped",
      "input_audio_buffer.committed",
    ]);
    const userItem = t.ofType("conversation.item.added")[0];
    expect(userItem).toMatchObject({ item: { role: "user", content: [{ type: "input_audio", transcript: null }] } });
    const transcription = t.ofType("conversation.item.input_audio_transcription.completed")[0];
    expect(transcription).toMatchObject({
      item_id: (userItem?.item as { id: string }).id,
      transcript: "[spoken turn — offline speech is not transcribed]",
    });
    // Late: after the customer's answer, as the real service usually does.
    expect(types.indexOf("conversation.item.input_audio_transcription.completed")).toBeGreaterThan(
      types.indexOf("response.output_audio_transcript.done"),
    );
    t.protocol.close();
  });

  it("stops talking when the salesperson talks over it", async () => {
    const t = setup();
    t.protocol.open();
    t.typed("Hello");
    await t.flush();
    t.protocol.speechStarted(0);
    expect(t.types().at(-1)).toBe("output_audio_buffer.cleared");
    t.protocol.close();
  });

  it("closes from minute 10, never ends before 12, and ends with end_conversation from 12", async () => {
    const t = setup();
    t.protocol.open();
    t.typed("Hello");
    await t.flush();
    const answerCheck = async () => {
      const call = t.lastDone()?.output.find((output) => output.name === "elapsed_minutes");
      if (!call) return;
      t.client({
        type: "conversation.item.create",
        item: { type: "function_call_output", call_id: call.call_id, output: "{}" },
      });
      t.client({ type: "response.create" });
      await t.flush();
    };
    for (const minutes of [10.5, 11.9]) {
      t.clock.minutes = minutes;
      t.typed("So what do you think?");
      await t.flush();
      await answerCheck();
      expect(t.lastDone()?.output.some((output) => output.name === "end_conversation")).toBe(false);
    }
    expect(t.spoken.at(-2)).toBe("I need to get back to the business in a few minutes. What would the next step be?");
    t.clock.minutes = 12;
    t.typed("Can I send you a proposal?");
    await t.flush();
    await answerCheck();
    expect(t.lastDone()?.output.map((output) => output.type)).toEqual(["message", "function_call"]);
    expect(t.lastDone()?.output[1]).toMatchObject({ name: "end_conversation" });
    expect(t.spoken.at(-1)).toBe("We're done here. Bye.");
    expect(t.protocol.ended).toBe(true);
    t.protocol.close();
  });

  it("wraps up by itself at minute 12 on a quiet line: checks the time, says goodbye, ends", async () => {
    const t = setup();
    t.protocol.open();
    t.typed("Hello");
    await t.flush();
    t.advanceTo(12);
    await t.flush();
    const call = t.lastDone()?.output[0];
    expect(call).toMatchObject({ name: "elapsed_minutes" });
    t.client({
      type: "conversation.item.create",
      item: { type: "function_call_output", call_id: call?.call_id, output: '{"elapsed_minutes":0}' },
    });
    t.client({ type: "response.create" });
    await t.flush();
    expect(t.lastDone()?.output[1]).toMatchObject({ name: "end_conversation" });
    t.protocol.close();
  });

  it("goes on without a function result after 5 s, and reports unsupported events", async () => {
    const t = setup();
    t.protocol.open();
    t.typed("Hello");
    await t.flush();
    t.typed("Who handles your payroll?");
    await t.flush();
    expect(t.spoken).toHaveLength(1);
    t.advanceTo(5 / 60); // 5 s later
    await t.flush();
    // The provider question reaches this customer's objection (a contract with that provider).
    expect(t.spoken.at(-1)).toMatch(/^We run payroll through ADP\. .*contract/);
    t.client({ type: "conversation.item.create", item: { type: "message", role: "system", content: [] } });
    expect(t.sent.at(-1)).toMatchObject({ type: "error", error: { code: "invalid_value" } });
    t.protocol.handleClientEvent("not json");
    expect(t.sent.at(-1)).toMatchObject({ type: "error", error: { code: "invalid_json" } });
    t.protocol.close();
  });

  it("speaks a configured language model's words, while the rule-based customer keeps the call's timing", async () => {
    const standIn = await startOpenAiStandIn();
    try {
      const llm = createLlm({
        OPENAI_API_KEY: standIn.apiKey,
        OPENAI_BASE_URL: standIn.baseURL,
        LLM_MODEL: "m",
        AI_TIMEOUT_MS: 2000,
      });
      if (!llm) throw new Error("no language model configured");
      standIn.reply = () => ({ kind: "object", value: { reply: "Harbor View, this is Dana. Make it quick." } });
      const t = setup({ llmCustomer: new LlmCustomer(llm, "You are Dana.", 2000) });
      t.protocol.open();
      t.typed("Hello");
      await expect.poll(() => t.spoken.at(-1)).toBe("Harbor View, this is Dana. Make it quick.");
      t.clock.minutes = 12;
      t.typed("Can I send you a proposal?");
      await t.flush();
      // The customer checks the time first (elapsed_minutes); the goodbye follows the answer.
      const call = t.lastDone()?.output.find((output) => output.name === "elapsed_minutes");
      t.client({
        type: "conversation.item.create",
        item: { type: "function_call_output", call_id: call?.call_id, output: "{}" },
      });
      t.client({ type: "response.create" });
      await expect.poll(() => t.protocol.ended).toBe(true);
      expect(t.spoken.at(-1)).toBe("We're done here. Bye.");
      expect(standIn.requests).toHaveLength(1);
      t.protocol.close();
    } finally {
      await standIn.close();
    }
  });
});
