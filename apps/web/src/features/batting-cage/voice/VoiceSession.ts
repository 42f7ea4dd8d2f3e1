import {
  realtimeDataChannelName,
  realtimeEventTypes,
  realtimeFunctionNames,
  realtimeReadyTimeoutMs,
} from "@dugout/contracts/batting-cage";
import {
  conversationItem,
  errorInfo,
  parseEvent,
  previousItemId,
  responseOutput,
  stringField,
  type FunctionCall,
  type RealtimeEvent,
} from "./realtime-events";
import { TranscriptOrder, type TranscriptLine } from "./transcript-order";

export type { TranscriptLine } from "./transcript-order";
export type VoiceStatus = "connecting" | "ready" | "ended";
/** Why the call ended from the far side; the page saves and then calls hangUp(). */
export type VoiceEndReason = "end_conversation" | "connection_lost";

/** What VoiceSession needs from the browser; tests pass fakes. */
export interface VoiceEnvironment {
  createPeerConnection(configuration: RTCConfiguration): RTCPeerConnection;
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  fetch: typeof fetch;
  now(): number;
}

export interface VoiceSessionOptions {
  clientSecret: string;
  /** Where the SDP offer goes: OpenAI's /v1/realtime/calls or the simulator's same-origin path. */
  sdpUrl: string;
  /** STUN/TURN servers the server hands out (REALTIME_ICE_SERVERS); none: the browser's own defaults. */
  iceServers?: RTCIceServer[] | undefined;
  audioElement: HTMLAudioElement;
  onTranscript(entries: TranscriptLine[]): void;
  onStatus?(status: VoiceStatus): void;
  onError?(message: string): void;
  onEnd?(reason: VoiceEndReason): void;
  environment?: Partial<VoiceEnvironment>;
}

const activeResponseCode = "conversation_already_has_active_response";
/** A "disconnected" peer connection often recovers; only a lasting one counts as a drop. */
const disconnectGraceMs = 5000;
/** After end_conversation, let the goodbye finish playing (the service says when) but not forever. */
const goodbyeMaxMs = 8000;

/**
 * Why the service refused the offer: its own JSON message when it sent one (the simulator's "try again in a
 * moment" when every line is busy, OpenAI's error), else the status.
 */
async function refusalMessage(response: Response): Promise<string> {
  const fallback = `The voice service refused the call (HTTP ${response.status}).`;
  try {
    const body: unknown = await response.json();
    const error = typeof body === "object" && body !== null && "error" in body ? body.error : undefined;
    const message = typeof error === "object" && error !== null && "message" in error ? error.message : undefined;
    return typeof message === "string" && message.trim() !== "" ? message.trim() : fallback;
  } catch {
    return fallback;
  }
}

function browserEnvironment(): VoiceEnvironment {
  return {
    createPeerConnection: (configuration) => new RTCPeerConnection(configuration),
    getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
    fetch: (...args) => fetch(...args),
    now: () => Date.now(),
  };
}

/**
 * One practice call over WebRTC on the realtime GA protocol. It never knows which provider
 * answers: OpenAI and the offline simulator speak the same events on the `oai-events` channel.
 */
export class VoiceSession {
  private readonly env: VoiceEnvironment;
  private readonly transcript = new TranscriptOrder();
  private readonly answeredCalls = new Set<string>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private pc: RTCPeerConnection | null = null;
  private channel: RTCDataChannel | null = null;
  private microphone: MediaStream | null = null;
  private queue: string[] = [];
  private status: VoiceStatus | null = null;
  private startedAt = 0;
  private localItems = 0;
  private endReported = false;
  private audioPlaying = false;
  private endingAfterGoodbye = false;
  /** A response.create was refused because one was active: send it again when that one is done. */
  private responseOwed = false;
  private readyWaiter: { resolve(): void; reject(error: Error): void } | null = null;
  private readyTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: VoiceSessionOptions) {
    this.env = { ...browserEnvironment(), ...options.environment };
  }

  /** Resolves when the service confirmed the session (session.updated); rejects and cleans up otherwise. */
  async start(): Promise<void> {
    if (this.status !== null) throw new Error("This voice session was already started.");
    this.setStatus("connecting");
    this.startedAt = this.env.now();
    try {
      this.microphone = await this.env.getUserMedia({ audio: true });
      if (this.status === "ended") throw new Error("The call was hung up.");
      const pc = this.env.createPeerConnection(
        this.options.iceServers?.length ? { iceServers: this.options.iceServers } : {},
      );
      this.pc = pc;
      pc.ontrack = (event) => {
        this.options.audioElement.srcObject = event.streams[0] ?? new MediaStream([event.track]);
      };
      pc.onconnectionstatechange = () => this.onConnectionState(pc.connectionState);
      for (const track of this.microphone.getTracks()) pc.addTrack(track, this.microphone);
      const channel = pc.createDataChannel(realtimeDataChannelName);
      this.channel = channel;
      channel.onopen = () => this.flush();
      channel.onmessage = (message: MessageEvent) => this.onMessage(message.data);
      channel.onclose = () => this.lost();
      // GA rejects a session.update without session.type (the call would go on without our setup).
      this.send({ type: realtimeEventTypes.sessionUpdate, session: { type: "realtime" } });

      const offer = await pc.createOffer();
      await pc.setLocalDescription(offer);
      const response = await this.env.fetch(this.options.sdpUrl, {
        method: "POST",
        body: offer.sdp ?? "",
        headers: { Authorization: `Bearer ${this.options.clientSecret}`, "Content-Type": "application/sdp" },
      });
      if (!response.ok) throw new Error(await refusalMessage(response));
      const answer = await response.text();
      if (this.status === "ended") throw new Error("The call was hung up.");
      await pc.setRemoteDescription({ type: "answer", sdp: answer });
      await this.waitUntilReady();
    } catch (error) {
      this.hangUp();
      throw error instanceof Error ? error : new Error(String(error));
    }
  }

  /** A typed turn instead of speech. No transcription comes back for typed text: the line is added here. */
  sendText(text: string): void {
    const trimmed = text.trim();
    if (trimmed === "" || this.status === "ended") return;
    this.localItems += 1;
    const id = `item_dugout_${this.localItems}_${Math.random().toString(36).slice(2, 10)}`;
    this.transcript.place(id, "user", undefined, trimmed);
    this.emitTranscript();
    this.send({
      type: realtimeEventTypes.conversationItemCreate,
      item: { id, type: "message", role: "user", content: [{ type: "input_text", text: trimmed }] },
    });
    this.send({ type: realtimeEventTypes.responseCreate });
  }

  /** Ends the call from this side. Idempotent. Order as docs/requirements/batting-cage.md#practice-call: timers, tracks, channel, connection. */
  hangUp(): void {
    if (this.status === "ended") return;
    this.setStatus("ended");
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const track of this.microphone?.getTracks() ?? []) track.stop();
    this.microphone = null;
    const { channel, pc } = this;
    this.channel = null;
    this.pc = null;
    if (channel) {
      channel.onopen = channel.onmessage = channel.onclose = null;
      channel.close();
    }
    if (pc) {
      pc.ontrack = pc.onconnectionstatechange = null;
      pc.close();
    }
    this.options.audioElement.srcObject = null;
    this.queue = [];
    this.readyWaiter?.reject(new Error("The call was hung up."));
    this.readyWaiter = null;
  }

  private waitUntilReady(): Promise<void> {
    if (this.status === "ready") return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.readyWaiter = { resolve, reject };
      this.readyTimer = this.later(realtimeReadyTimeoutMs, () => {
        this.readyWaiter = null;
        reject(
          new Error(`The voice service did not confirm the session within ${realtimeReadyTimeoutMs / 1000} seconds.`),
        );
      });
    });
  }

  private send(event: Record<string, unknown>): void {
    if (this.status === "ended") return;
    this.queue.push(JSON.stringify(event));
    this.flush();
  }

  /** Sending before the channel opens throws: events wait in order until it does. */
  private flush(): void {
    const channel = this.channel;
    if (!channel || channel.readyState !== "open") return;
    while (this.queue.length > 0) channel.send(this.queue.shift() as string);
  }

  private onMessage(data: unknown): void {
    if (this.status === "ended") return;
    const event = parseEvent(data);
    if (event) this.handle(event);
  }

  private handle(event: RealtimeEvent): void {
    switch (event.type) {
      case realtimeEventTypes.sessionUpdated:
        if (this.status === "connecting") {
          this.startedAt = this.env.now();
          this.setStatus("ready");
          if (this.readyTimer) this.cancel(this.readyTimer);
          this.readyWaiter?.resolve();
          this.readyWaiter = null;
        }
        return;
      case realtimeEventTypes.conversationItemAdded:
      case realtimeEventTypes.conversationItemDone:
      case "conversation.item.created": {
        const item = conversationItem(event);
        if (!item) return;
        const role = item.type === "message" && (item.role === "user" || item.role === "assistant") ? item.role : null;
        this.transcript.place(item.id, role, previousItemId(event));
        this.emitTranscript();
        return;
      }
      case realtimeEventTypes.inputTranscriptionCompleted:
        return this.fill(event, "user", "transcript");
      case "conversation.item.input_audio_transcription.failed": {
        const id = stringField(event, "item_id");
        if (id) this.transcript.settle(id);
        this.emitTranscript();
        return;
      }
      case realtimeEventTypes.outputTranscriptDone:
        return this.fill(event, "assistant", "transcript");
      case "response.output_text.done":
        return this.fill(event, "assistant", "text");
      case "output_audio_buffer.started":
        this.audioPlaying = true;
        return;
      case "output_audio_buffer.stopped":
      case "output_audio_buffer.cleared":
        this.audioPlaying = false;
        if (this.endingAfterGoodbye) this.reportEnd("end_conversation");
        return;
      case realtimeEventTypes.responseDone:
        return this.onResponseDone(event);
      case realtimeEventTypes.error: {
        const { code, message } = errorInfo(event);
        // Two response.create in a row (typed turn while the customer speaks): not an error, but the
        // typed turn still deserves an answer, so ask again once the current response is done.
        if (code === activeResponseCode) {
          this.responseOwed = true;
          return;
        }
        this.options.onError?.(message);
        return;
      }
      default:
        return;
    }
  }

  private fill(event: RealtimeEvent, role: "user" | "assistant", key: string): void {
    const id = stringField(event, "item_id");
    const text = stringField(event, key);
    if (!id || text === undefined) return;
    this.transcript.fill(id, role, text.trim());
    this.emitTranscript();
  }

  private onResponseDone(event: RealtimeEvent): void {
    const output = responseOutput(event);
    if (output.failure) this.options.onError?.(output.failure);
    for (const message of output.messages) {
      if (message.transcript !== undefined && this.transcript.isPending(message.id)) {
        this.transcript.fill(message.id, "assistant", message.transcript.trim());
      }
      this.transcript.settle(message.id);
    }
    this.emitTranscript();
    const calls = output.functionCalls.filter((call) => !this.answeredCalls.has(call.callId));
    if (calls.length === 0) {
      if (this.responseOwed) this.requestResponse();
      return;
    }
    let ending = false;
    for (const call of calls) {
      this.answeredCalls.add(call.callId);
      ending = this.answer(call) || ending;
    }
    if (ending) {
      this.endingAfterGoodbye = true;
      if (!this.audioPlaying) this.reportEnd("end_conversation");
      else this.later(goodbyeMaxMs, () => this.reportEnd("end_conversation"));
      return;
    }
    this.requestResponse();
  }

  private requestResponse(): void {
    this.responseOwed = false;
    this.send({ type: realtimeEventTypes.responseCreate });
  }

  /** Sends the function's result; true when the function ends the call. */
  private answer(call: FunctionCall): boolean {
    let output: Record<string, unknown>;
    let ends = false;
    if (call.name === realtimeFunctionNames.elapsedMinutes) {
      output = { elapsed_minutes: Math.max(0, Math.floor((this.env.now() - this.startedAt) / 60_000)) };
    } else if (call.name === realtimeFunctionNames.endConversation) {
      output = { ended: true };
      ends = true;
    } else {
      output = { error: `Unknown function: ${call.name}` };
    }
    this.send({
      type: realtimeEventTypes.conversationItemCreate,
      item: { type: "function_call_output", call_id: call.callId, output: JSON.stringify(output) },
    });
    return ends;
  }

  private onConnectionState(state: RTCPeerConnectionState): void {
    if (state === "failed" || state === "closed") this.lost();
    else if (state === "disconnected") {
      this.later(disconnectGraceMs, () => {
        if (this.pc?.connectionState === "disconnected") this.lost();
      });
    }
  }

  private lost(): void {
    if (this.status === "ended") return;
    if (this.status === "connecting") {
      this.readyWaiter?.reject(new Error("The voice connection closed before the session was ready."));
      this.readyWaiter = null;
      return;
    }
    this.reportEnd("connection_lost");
  }

  private reportEnd(reason: VoiceEndReason): void {
    if (this.endReported || this.status === "ended") return;
    this.endReported = true;
    this.options.onEnd?.(reason);
  }

  private later(ms: number, run: () => void): ReturnType<typeof setTimeout> {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
    return timer;
  }

  private cancel(timer: ReturnType<typeof setTimeout>): void {
    clearTimeout(timer);
    this.timers.delete(timer);
  }

  private setStatus(status: VoiceStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.options.onStatus?.(status);
  }

  private emitTranscript(): void {
    this.options.onTranscript(this.transcript.lines());
  }
}
