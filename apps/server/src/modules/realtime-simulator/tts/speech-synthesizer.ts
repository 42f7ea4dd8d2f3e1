import type { Worker } from "node:worker_threads";
import { startWorker, workerEntry } from "../../../worker-threads";
import type { SpeechAudio, SpeechRequest, SpeechResponse } from "./speech-types";

const speechWorkerEntry = workerEntry("speech-worker", import.meta.url);

/**
 * Sentences kept once synthesised: the rule-based customer says many lines again (greetings, facts,
 * "Like I said"), and synthesis is most of a talking call's CPU (README, realtime capacity). About 10 KB
 * a sentence, so at most a few MB.
 */
const cachedSentences = 500;

/** Speech for the simulator's customer, one sentence per request, synthesised off the event loop. */
export class SpeechSynthesizer {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve(audio: SpeechAudio): void; reject(error: Error): void }>();
  /** Most recently used last; a sentence being synthesised is shared by every call asking for it. */
  private readonly cache = new Map<string, Promise<SpeechAudio>>();

  /** espeak: path of the espeak-ng program, or null to use only the built-in synthesiser. */
  constructor(private readonly espeak: string | null) {}

  /** The sentence's audio; its frames are shared between calls and must not be changed. */
  speak(text: string, pitchHz: number): Promise<SpeechAudio> {
    const key = `${pitchHz}|${text}`;
    const cached = this.cache.get(key);
    if (cached) {
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const audio = this.synthesize(text, pitchHz);
    this.cache.set(key, audio);
    audio.catch(() => this.cache.delete(key));
    if (this.cache.size > cachedSentences) this.cache.delete(this.cache.keys().next().value ?? "");
    return audio;
  }

  private synthesize(text: string, pitchHz: number): Promise<SpeechAudio> {
    const worker = this.ensureWorker();
    const request: SpeechRequest = { id: this.nextId++, text, pitchHz, espeak: this.espeak };
    return new Promise<SpeechAudio>((resolve, reject) => {
      this.waiting.set(request.id, { resolve, reject });
      // Keep the process alive only while speech is being made.
      worker.ref();
      worker.postMessage(request);
    });
  }

  /** Starts the worker and its encoder ahead of the first sentence (the first start takes about a second). */
  warmUp(): void {
    this.speak(".", 120).catch(() => undefined);
  }

  async close(): Promise<void> {
    this.cache.clear();
    const worker = this.worker;
    this.worker = null;
    this.failAll(new Error("The speech synthesiser was closed."));
    if (worker) await worker.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(speechWorkerEntry);
    worker.on("message", (response: SpeechResponse) => {
      const waiter = this.waiting.get(response.id);
      if (!waiter) return;
      this.waiting.delete(response.id);
      if (this.waiting.size === 0) worker.unref();
      if ("error" in response) waiter.reject(new Error(response.error));
      else waiter.resolve(response);
    });
    // A worker may throw anything, not only an Error (Node's types say `any` since @types/node 24).
    worker.on("error", (error: unknown) => {
      this.failAll(error instanceof Error ? error : new Error(String(error)));
      this.worker = null;
    });
    worker.on("exit", () => {
      if (this.worker === worker) this.worker = null;
      this.failAll(new Error("The speech worker stopped."));
    });
    // Idle workers must not keep the process alive (tests, shutdown).
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error): void {
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }
}

/** Sentences, so the first one plays while the next is synthesised. */
export function splitSentences(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]*["')\]]*\s*/g) ?? [text]).map((sentence) => sentence.trim()).filter(Boolean);
}
