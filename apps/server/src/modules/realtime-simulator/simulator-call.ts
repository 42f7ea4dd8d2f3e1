import { performance } from "node:perf_hooks";
import OpusScript from "opusscript";
import type { Llm } from "../../integrations/llm/port";
import type { PendingSimulatorCall } from "../../integrations/realtime/simulator-sessions";
import { AudioPump } from "./audio/audio-pump";
import { levelDbfs, VoiceActivityDetector } from "./audio/voice-activity";
import { LlmCustomer } from "./brain/llm-customer";
import { newId } from "./protocol/events";
import { SimulatorProtocol } from "./protocol/simulator-protocol";
import { splitSentences, type SpeechSynthesizer } from "./tts/speech-synthesizer";
import { answerOffer, type PeerOptions, type SimulatorPeer } from "./webrtc/simulator-peer";

export interface SimulatorCallOptions {
  call: PendingSimulatorCall;
  model: string;
  /** 60: a simulated minute lasts one real second. */
  clockScale: number;
  speech: SpeechSynthesizer;
  /** A text language model for the customer's words, and how long a reply may take before the rule-based one is said. */
  llm?: { model: Llm; timeoutMs: number } | undefined;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
  onClosed(callId: string, reason: string): void;
  /** Shorter limits for tests. */
  limits?: { connectTimeoutMs?: number; idleTimeoutMs?: number };
  /** WebRTC details; the bench turns a workaround off to measure its baseline. */
  peer?: PeerOptions | undefined;
  /** Each frame of the customer's voice: how late it left (the metrics' lateness histogram). */
  onFrameLateness?: ((ms: number) => void) | undefined;
}

export interface SimulatorCall {
  callId: string;
  answerSdp: string;
  close(reason: string): void;
}

/** The channel must open soon after the answer, or the browser gave up. */
const connectTimeoutMs = 20_000;
/** Browsers send audio 50 times a second: a line silent at the packet level for this long is dead. */
const idleTimeoutMs = 30_000;
/** OpenAI caps a call at 60 minutes; the simulator does the same, in simulated minutes. */
const maxCallMinutes = 60;

/** A steady voice per business, between 95 and 190 Hz. */
function pitchFor(seed: string): number {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return 95 + (hash % 96);
}

/** One simulated call: WebRTC peer + GA protocol + the customer's voice + the microphone's VAD. */
export async function openSimulatorCall(offerSdp: string, options: SimulatorCallOptions): Promise<SimulatorCall> {
  const callId = newId("rtc");
  const { call, clockScale, speech, log } = options;
  const connectTimeout = options.limits?.connectTimeoutMs ?? connectTimeoutMs;
  const idleTimeout = options.limits?.idleTimeoutMs ?? idleTimeoutMs;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const schedule = (ms: number, run: () => void): (() => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
    return () => {
      clearTimeout(timer);
      timers.delete(timer);
    };
  };
  let peer: SimulatorPeer | null = null;
  let openedAt: number | null = null;
  let closed = false;
  let loudestMicDbfs = -Infinity;
  let lastActivity = performance.now();
  // The browser's first events can arrive in the same SCTP packet as the channel's opening; they
  // wait until the protocol has opened, so session.created comes first and no reply is sent
  // inside werift's opening (it would overtake the channel's DCEP ACK).
  let early: string[] | null = [];
  const pitch = pitchFor(call.persona.business_name);
  const elapsedMs = () => (openedAt === null ? 0 : performance.now() - openedAt);

  const pump = new AudioPump((payload, rtp) => peer?.writeAudio(payload, rtp), {
    onStarted: () => protocol.audioStarted(),
    onStopped: () => protocol.audioStopped(),
    ...(options.onFrameLateness ? { onFrameLateness: options.onFrameLateness } : {}),
  });
  const protocol = new SimulatorProtocol({
    persona: call.persona,
    model: options.model,
    llmCustomer: options.llm && new LlmCustomer(options.llm.model, call.instructions, options.llm.timeoutMs),
    send: (event) => peer?.send(JSON.stringify(event)),
    async speak(text, onAudible) {
      for (const sentence of splitSentences(text)) {
        const audio = await speech.speak(sentence, pitch);
        if (closed) return;
        pump.enqueue(audio.frames);
        onAudible();
      }
    },
    clearAudio: () => pump.clear(),
    minutes: () => (elapsedMs() * clockScale) / 60_000,
    msUntilMinute: (minutes) => (minutes * 60_000) / clockScale - elapsedMs(),
    schedule,
  });
  // Only for a browser that does not report each packet's loudness (Chromium does): see decodedLevel below.
  let decoder: OpusScript | null = null;
  const vad = new VoiceActivityDetector();

  const close = (reason: string) => {
    if (closed) return;
    closed = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    protocol.close();
    pump.close();
    peer?.close();
    decoder?.delete();
    log.info(
      {
        callId,
        conversationId: call.conversationId,
        reason,
        loudestMicDbfs,
        simulatedMinutes: (elapsedMs() * clockScale) / 60_000,
      },
      "realtime simulator call closed",
    );
    options.onClosed(callId, reason);
  };

  /**
   * A packet's loudness measured by decoding it, for browsers that do not send the audio-level extension. Decoded
   * at 16 kHz, which holds the whole of speech: a third of 48 kHz's samples, and less synthesis in the decoder.
   */
  const decodedLevel = (payload: Buffer): number | undefined => {
    decoder ??= new OpusScript(16_000, 1, OpusScript.Application.VOIP);
    try {
      const pcm = decoder.decode(payload);
      // Copied: the decoder's buffer may start at an odd offset.
      return levelDbfs(
        new Int16Array(pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.byteLength - (pcm.byteLength % 2))),
      );
    } catch {
      return undefined;
    }
  };

  const answerStarted = performance.now();
  peer = await answerOffer(
    offerSdp,
    {
      onChannelOpen() {
        openedAt = performance.now();
        protocol.open();
        const waiting = early ?? [];
        early = null;
        for (const text of waiting) protocol.handleClientEvent(text);
        schedule((maxCallMinutes * 60_000) / clockScale, () => close("maximum call length"));
        const watchIdle = () =>
          schedule(idleTimeout / 3, () => {
            if (performance.now() - lastActivity > idleTimeout) close("no traffic from the browser");
            else watchIdle();
          });
        watchIdle();
      },
      onMessage(text) {
        lastActivity = performance.now();
        if (early) early.push(text);
        else protocol.handleClientEvent(text);
      },
      onMicrophonePacket(payload, reportedLevel) {
        if (closed) return;
        lastActivity = performance.now();
        const level = reportedLevel ?? decodedLevel(payload);
        if (level === undefined) return; // a damaged packet is a moment of silence
        loudestMicDbfs = Math.max(loudestMicDbfs, level);
        const change = vad.push(level);
        if (change?.event === "started") protocol.speechStarted(change.audioMs);
        if (change?.event === "stopped") protocol.speechStopped(change.audioMs);
      },
      onGone: (reason) => close(reason),
    },
    options.peer,
  ).catch((error: unknown) => {
    close("offer rejected");
    throw error;
  });
  log.info(
    { callId, conversationId: call.conversationId, answerMs: Math.round(performance.now() - answerStarted) },
    "realtime simulator call answered",
  );
  schedule(connectTimeout, () => {
    if (openedAt === null) close("the data channel never opened");
  });
  return { callId, answerSdp: peer.answerSdp, close };
}
