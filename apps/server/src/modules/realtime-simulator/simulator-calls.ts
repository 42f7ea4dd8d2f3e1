import type { ClaimedSimulatorCall } from "../../integrations/realtime/simulator-sessions";
import { openSimulatorCall, type SimulatorCall, type SimulatorCallOptions } from "./simulator-call";
import { SpeechSynthesizer } from "./tts/speech-synthesizer";

export interface SimulatorCallsOptions {
  model: string;
  clockScale: number;
  /** espeak-ng program, or "off". */
  espeak: string;
  /** REALTIME_SIM_MAX_CALLS. */
  maxConcurrentCalls: number;
  /** A text language model for the customer's words, when one is configured. */
  llm?: SimulatorCallOptions["llm"];
  log: SimulatorCallOptions["log"];
  /** The conversations with a live call here (integrations/realtime/hosted-calls.ts): shutdown ends them. */
  hosted?: Set<string>;
  /** Ports and announced address of the calls' media. */
  peer?: SimulatorCallOptions["peer"];
  onFrameLateness?: SimulatorCallOptions["onFrameLateness"];
  /** Told once when a call opens here and once when it ends, whatever ended it (the shared record of the call). */
  onAnswered?(call: ClaimedSimulatorCall, callId: string): Promise<void>;
  onEnded?(call: ClaimedSimulatorCall, reason: string): Promise<void>;
}

/** The simulator's live calls in one app. Closing the app closes them and the speech worker. */
export class SimulatorCalls {
  private readonly calls = new Map<string, SimulatorCall>();
  /** Writes of calls' ends still under way: closing the app waits for them before the database closes. */
  private readonly recording = new Set<Promise<void>>();
  private readonly speech: SpeechSynthesizer;
  /** Offers being answered: they count against the cap before their call exists. */
  private opening = 0;

  constructor(private readonly options: SimulatorCallsOptions) {
    this.speech = new SpeechSynthesizer(options.espeak === "off" ? null : options.espeak);
  }

  get size(): number {
    return this.calls.size;
  }

  get full(): boolean {
    return this.calls.size + this.opening >= this.options.maxConcurrentCalls;
  }

  async open(offerSdp: string, call: ClaimedSimulatorCall): Promise<SimulatorCall> {
    this.speech.warmUp();
    this.opening += 1;
    let opened: SimulatorCall;
    try {
      opened = await openSimulatorCall(offerSdp, {
        call,
        model: this.options.model,
        clockScale: this.options.clockScale,
        speech: this.speech,
        llm: this.options.llm,
        log: this.options.log,
        peer: this.options.peer,
        onFrameLateness: this.options.onFrameLateness,
        onClosed: (callId, reason) => {
          this.calls.delete(callId);
          this.options.hosted?.delete(call.conversationId);
          this.record(this.options.onEnded?.(call, reason));
        },
      });
    } finally {
      this.opening -= 1;
    }
    this.calls.set(opened.callId, opened);
    this.options.hosted?.add(call.conversationId);
    this.record(this.options.onAnswered?.(call, opened.callId));
    return opened;
  }

  async closeAll(): Promise<void> {
    for (const call of [...this.calls.values()]) call.close("server closing");
    this.calls.clear();
    await Promise.all([...this.recording]);
    await this.speech.close();
  }

  private record(write: Promise<void> | undefined): void {
    if (!write) return;
    const tracked = write.catch((error: unknown) =>
      this.options.log.warn({ err: error }, "realtime simulator could not record a call's state"),
    );
    this.recording.add(tracked);
    void tracked.finally(() => this.recording.delete(tracked));
  }
}
