import type { PendingSimulatorCall } from "../../integrations/realtime/simulator-sessions";
import { openSimulatorCall, type SimulatorCall, type SimulatorCallOptions } from "./simulator-call";
import { SpeechSynthesizer } from "./tts/speech-synthesizer";

export interface SimulatorCallsOptions {
  model: string;
  clockScale: number;
  /** espeak-ng program, or "off". */
  espeak: string;
  maxConcurrentCalls?: number;
  /** A text language model for the customer's words, when one is configured. */
  llm?: SimulatorCallOptions["llm"];
  log: SimulatorCallOptions["log"];
  /** The conversations with a live call here (integrations/realtime/hosted-calls.ts): shutdown ends them. */
  hosted?: Set<string>;
}

/** The simulator's live calls in one app. Closing the app closes them and the speech worker. */
export class SimulatorCalls {
  private readonly calls = new Map<string, SimulatorCall>();
  private readonly speech: SpeechSynthesizer;
  private readonly maxConcurrentCalls: number;

  constructor(private readonly options: SimulatorCallsOptions) {
    this.speech = new SpeechSynthesizer(options.espeak === "off" ? null : options.espeak);
    this.maxConcurrentCalls = options.maxConcurrentCalls ?? 20;
  }

  get size(): number {
    return this.calls.size;
  }

  get full(): boolean {
    return this.calls.size >= this.maxConcurrentCalls;
  }

  async open(offerSdp: string, call: PendingSimulatorCall): Promise<SimulatorCall> {
    this.speech.warmUp();
    const opened = await openSimulatorCall(offerSdp, {
      call,
      model: this.options.model,
      clockScale: this.options.clockScale,
      speech: this.speech,
      llm: this.options.llm,
      log: this.options.log,
      onClosed: (callId) => {
        this.calls.delete(callId);
        this.options.hosted?.delete(call.conversationId);
      },
    });
    this.calls.set(opened.callId, opened);
    this.options.hosted?.add(call.conversationId);
    return opened;
  }

  async closeAll(): Promise<void> {
    for (const call of [...this.calls.values()]) call.close("server closing");
    this.calls.clear();
    await this.speech.close();
  }
}
