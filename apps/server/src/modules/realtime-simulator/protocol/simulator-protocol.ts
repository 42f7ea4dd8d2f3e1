import { battingCageConstants, realtimeEventTypes, realtimeFunctionNames } from "@dugout/contracts/batting-cage";
import type { CustomerPersona } from "../../../integrations/realtime/port";
import { realtimeTools } from "../../../integrations/realtime/tools";
import { CustomerBrain, type CustomerReply, type SalespersonTurn } from "../brain/customer-brain";
import type { LlmCustomer } from "../brain/llm-customer";
import {
  assistantItem,
  errorEvent,
  event,
  functionCallItem,
  newId,
  userAudioItem,
  userTextItem,
  type ServerEvent,
} from "./events";

/** What the transcript says for a spoken turn: offline, speech is detected but not transcribed. */
const spokenTurnTranscript = "[spoken turn — offline speech is not transcribed]";
/** How long the customer waits for a function result before going on without it. */
const functionResultWaitMs = 5000;

export interface ProtocolDeps {
  /** The customer's facts for the rule-based brain. The call's instructions never reach the protocol: see session(). */
  persona: CustomerPersona;
  model: string;
  /** The customer's words from a text language model, when one is configured (the brain keeps the timing). */
  llmCustomer?: LlmCustomer | undefined;
  send(event: ServerEvent): void;
  /**
   * Synthesises the customer's words and queues them on the audio track, sentence by sentence:
   * calls onAudible once the first sentence is queued, resolves once all are.
   */
  speak(text: string, onAudible: () => void): Promise<void>;
  /** Drops queued speech; true when something was playing. */
  clearAudio(): boolean;
  /** Simulated minutes since the call opened (clock scale applied). */
  minutes(): number;
  /** Real milliseconds until the simulated clock shows `minutes`. */
  msUntilMinute(minutes: number): number;
  /** A real-time timer; returns its cancel function. */
  schedule(ms: number, run: () => void): () => void;
}

type ResponseSource = "client" | "vad" | "fallback" | "wrap_up";

/**
 * The GA realtime protocol as the simulator speaks it on `oai-events`, without any WebRTC:
 * client events in (JSON text), server events out through deps.send. One call, one instance.
 */
export class SimulatorProtocol {
  private readonly brain: CustomerBrain;
  private readonly sessionId = newId("sess");
  private lastItemId: string | null = null;
  private activeResponse: string | null = null;
  private lastResponseId: string | null = null;
  private pendingTurns: SalespersonTurn[] = [];
  private lateTranscriptions: string[] = [];
  private awaitingCall: { callId: string; cancel(): void } | null = null;
  private clockChecked = false;
  private minutesAtLastCheck: number | null = null;
  private reportedMinutes = 0;
  private respondAfterActive = false;
  private speechItemId: string | null = null;
  private finished = false;
  private closed = false;
  private readonly cancels = new Set<() => void>();

  constructor(private readonly deps: ProtocolDeps) {
    this.brain = new CustomerBrain(deps.persona);
  }

  /** True once the customer has called end_conversation. */
  get ended(): boolean {
    return this.finished;
  }

  /** The data channel opened. */
  open(): void {
    this.deps.send(event("session.created", { session: this.session() }));
    this.scheduleWrapUp(this.deps.msUntilMinute(battingCageConstants.noEndBeforeMinutes));
  }

  close(): void {
    this.closed = true;
    this.cancelTimers();
  }

  private cancelTimers(): void {
    for (const cancel of this.cancels) cancel();
    this.cancels.clear();
  }

  handleClientEvent(raw: string): void {
    if (this.closed) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return this.deps.send(errorEvent("invalid_json", "The event is not valid JSON."));
    }
    const message = isRecord(parsed) ? parsed : {};
    switch (message.type) {
      case realtimeEventTypes.sessionUpdate: {
        const session = isRecord(message.session) ? message.session : {};
        if (session.type !== "realtime") {
          return this.deps.send(
            errorEvent("missing_required_parameter", "Missing required parameter: 'session.type'.", "session.type"),
          );
        }
        return this.deps.send(event(realtimeEventTypes.sessionUpdated, { session: this.session() }));
      }
      case realtimeEventTypes.conversationItemCreate:
        return this.createItem(isRecord(message.item) ? message.item : {});
      case realtimeEventTypes.responseCreate:
        return void this.runResponse("client");
      case "response.cancel":
      case "output_audio_buffer.clear":
        if (this.deps.clearAudio())
          this.deps.send(event("output_audio_buffer.cleared", { response_id: this.lastResponseId }));
        return;
      case "input_audio_buffer.clear":
      case "input_audio_buffer.commit":
        return;
      default:
        return this.deps.send(errorEvent("invalid_value", `Invalid value: '${String(message.type)}'.`, "type"));
    }
  }

  speechStarted(audioMs: number): void {
    if (this.closed || this.finished) return;
    this.speechItemId = newId("item");
    this.deps.send(event("input_audio_buffer.speech_started", { audio_start_ms: audioMs, item_id: this.speechItemId }));
    // The salesperson talks over the customer: the customer stops.
    if (this.deps.clearAudio())
      this.deps.send(event("output_audio_buffer.cleared", { response_id: this.lastResponseId }));
  }

  speechStopped(audioMs: number): void {
    if (this.closed || this.finished) return;
    const id = this.speechItemId ?? newId("item");
    this.speechItemId = null;
    const previous = this.lastItemId;
    this.deps.send(event("input_audio_buffer.speech_stopped", { audio_end_ms: audioMs, item_id: id }));
    this.deps.send(event("input_audio_buffer.committed", { previous_item_id: previous, item_id: id }));
    this.addItem(userAudioItem(id));
    this.pendingTurns.push({ kind: "spoken" });
    this.lateTranscriptions.push(id);
    if (this.activeResponse) this.respondAfterActive = true;
    else void this.runResponse("vad");
  }

  audioStarted(): void {
    this.deps.send(event("output_audio_buffer.started", { response_id: this.lastResponseId }));
  }

  audioStopped(): void {
    this.deps.send(event("output_audio_buffer.stopped", { response_id: this.lastResponseId }));
  }

  private createItem(item: Record<string, unknown>): void {
    if (item.type === "message" && item.role === "user" && Array.isArray(item.content)) {
      const text = (item.content as unknown[])
        .map((part) => (isRecord(part) && part.type === "input_text" && typeof part.text === "string" ? part.text : ""))
        .join(" ")
        .trim();
      const id = typeof item.id === "string" && item.id.length > 0 && item.id.length <= 32 ? item.id : newId("item");
      this.addItem(userTextItem(id, text));
      if (text !== "") this.pendingTurns.push({ kind: "typed", text });
      return;
    }
    if (item.type === "function_call_output" && typeof item.call_id === "string") {
      const output = typeof item.output === "string" ? item.output : "";
      this.addItem({ id: newId("item"), type: "function_call_output", call_id: item.call_id, output });
      if (this.awaitingCall?.callId === item.call_id) {
        this.awaitingCall.cancel();
        this.awaitingCall = null;
        this.reportedMinutes = Math.max(this.reportedMinutes, minutesFrom(output));
      }
      return;
    }
    this.deps.send(
      errorEvent("invalid_value", "Only user messages and function_call_output items are supported.", "item.type"),
    );
  }

  private addItem(item: { id: string } & Record<string, unknown>): void {
    const previous = this.lastItemId;
    this.lastItemId = item.id;
    this.deps.send(event(realtimeEventTypes.conversationItemAdded, { previous_item_id: previous, item }));
    this.deps.send(event(realtimeEventTypes.conversationItemDone, { previous_item_id: previous, item }));
  }

  private async runResponse(source: ResponseSource): Promise<void> {
    if (this.closed || this.finished) return;
    if (this.activeResponse) {
      if (source === "client") {
        this.deps.send(
          errorEvent(
            "conversation_already_has_active_response",
            `Conversation already has an active response in progress: ${this.activeResponse}. Wait until the response is finished before creating a new one.`,
          ),
        );
        // Kinder than the real service: a turn typed while the customer talks is answered next.
        if (this.pendingTurns.length > 0) this.respondAfterActive = true;
      }
      return;
    }
    const responseId = newId("resp");
    this.activeResponse = responseId;
    this.lastResponseId = responseId;
    this.deps.send(
      event("response.created", {
        response: { id: responseId, object: "realtime.response", status: "in_progress", output: [] },
      }),
    );
    const minutes = Math.max(this.deps.minutes(), this.reportedMinutes);
    const turn = this.pendingTurns.at(-1) ?? null;
    const wantsCheck =
      !this.clockChecked &&
      (source === "wrap_up" || (turn !== null && this.brain.shouldCheckClock(minutes, this.minutesAtLastCheck)));
    if (wantsCheck) return this.checkClock(responseId, minutes);

    this.clockChecked = false;
    const turns = this.pendingTurns;
    this.pendingTurns = [];
    const reply = await this.customerReply(turns, minutes);
    if (this.closed) return;
    const item = assistantItem(newId("item"), null);
    this.deps.send(event("response.output_item.added", { response_id: responseId, output_index: 0, item }));
    this.addItemStarted(item);
    const at = { response_id: responseId, item_id: item.id, output_index: 0, content_index: 0 };
    let transcribed = false;
    // The transcript goes out as the customer starts to speak, not after the whole reply is made.
    const sendTranscript = () => {
      if (transcribed || this.closed) return;
      transcribed = true;
      this.deps.send(event("response.output_audio_transcript.delta", { ...at, delta: reply.text }));
      this.deps.send(event(realtimeEventTypes.outputTranscriptDone, { ...at, transcript: reply.text }));
    };
    await this.deps.speak(reply.text, sendTranscript).catch(() => undefined); // the transcript still tells what was said
    if (this.closed) return;
    sendTranscript();
    const done = assistantItem(item.id, reply.text);
    this.deps.send(event("response.output_item.done", { response_id: responseId, output_index: 0, item: done }));
    this.deps.send(event(realtimeEventTypes.conversationItemDone, { item: done }));
    const output: Record<string, unknown>[] = [done];
    if (reply.endCall) {
      const call = functionCallItem(realtimeFunctionNames.endConversation, "completed");
      this.addItem(call);
      output.push(call);
      this.finished = true;
      this.cancelTimers();
    }
    this.finishResponse(responseId, output);
  }

  /** The brain's reply; its words from the language model when one is configured, until the goodbye. */
  private async customerReply(turns: SalespersonTurn[], minutes: number): Promise<CustomerReply> {
    const reply = this.brain.reply(turns.at(-1) ?? null, minutes);
    const llm = this.deps.llmCustomer;
    if (!llm || reply.endCall) return reply;
    return { ...reply, text: await llm.reply(turns, minutes, reply.text) };
  }

  /** The customer checks the time first (elapsed_minutes); the answer comes in the next response. */
  private checkClock(responseId: string, minutes: number): void {
    this.clockChecked = true;
    this.minutesAtLastCheck = minutes;
    const call = functionCallItem(realtimeFunctionNames.elapsedMinutes, "completed");
    this.deps.send(
      event("response.output_item.added", {
        response_id: responseId,
        output_index: 0,
        item: { ...call, status: "in_progress", arguments: "" },
      }),
    );
    this.addItem(call);
    this.deps.send(
      event("response.function_call_arguments.done", {
        response_id: responseId,
        item_id: call.id,
        output_index: 0,
        call_id: call.call_id,
        arguments: "{}",
      }),
    );
    const cancel = this.deps.schedule(functionResultWaitMs, () => {
      this.cancels.delete(cancel);
      if (this.awaitingCall?.callId !== call.call_id) return;
      this.awaitingCall = null;
      void this.runResponse("fallback");
    });
    this.cancels.add(cancel);
    this.awaitingCall = { callId: call.call_id, cancel };
    this.finishResponse(responseId, [call]);
  }

  private finishResponse(responseId: string, output: Record<string, unknown>[]): void {
    this.deps.send(
      event(realtimeEventTypes.responseDone, {
        response: { id: responseId, object: "realtime.response", status: "completed", output },
      }),
    );
    this.activeResponse = null;
    // Transcriptions of spoken turns arrive after the answer has started, as on the real service.
    for (const itemId of this.lateTranscriptions) {
      this.deps.send(
        event(realtimeEventTypes.inputTranscriptionCompleted, {
          item_id: itemId,
          content_index: 0,
          transcript: spokenTurnTranscript,
        }),
      );
    }
    this.lateTranscriptions = [];
    if (this.respondAfterActive && !this.awaitingCall) {
      this.respondAfterActive = false;
      void this.runResponse("vad");
    }
  }

  private addItemStarted(item: { id: string } & Record<string, unknown>): void {
    const previous = this.lastItemId;
    this.lastItemId = item.id;
    this.deps.send(event(realtimeEventTypes.conversationItemAdded, { previous_item_id: previous, item }));
  }

  /** From minute 12 a silent line does not keep the customer forever: it checks the time and says goodbye. */
  private scheduleWrapUp(ms: number): void {
    const cancel = this.deps.schedule(Math.max(0, ms), () => {
      this.cancels.delete(cancel);
      if (this.closed || this.finished) return;
      if (this.brain.salespersonTurns === 0 && this.pendingTurns.length === 0) return this.scheduleWrapUp(2000);
      if (this.activeResponse || this.awaitingCall) return this.scheduleWrapUp(1000);
      void this.runResponse("wrap_up");
    });
    this.cancels.add(cancel);
  }

  /**
   * The session as session.created / session.updated show it. Unlike OpenAI's, it leaves out
   * `instructions`: they describe the customer, and this channel is the rep's browser, where the
   * batting cage may hide the scenario until the call ends (docs/requirements/batting-cage.md#scenario-visibility).
   */
  private session(): Record<string, unknown> {
    return {
      type: "realtime",
      object: "realtime.session",
      id: this.sessionId,
      model: this.deps.model,
      output_modalities: ["audio"],
      audio: {
        input: {
          format: { type: "audio/pcm", rate: 24000 },
          transcription: null,
          turn_detection: { type: "server_vad" },
        },
        output: { format: { type: "audio/pcm", rate: 24000 }, voice: "simulator" },
      },
      tools: realtimeTools,
      tool_choice: "auto",
    };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function minutesFrom(output: string): number {
  try {
    const value: unknown = JSON.parse(output);
    if (isRecord(value) && typeof value.elapsed_minutes === "number") return value.elapsed_minutes;
  } catch {
    // Not our format: the customer goes by its own clock.
  }
  return 0;
}
