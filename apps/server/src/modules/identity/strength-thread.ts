import type { Worker } from "node:worker_threads";
import { startWorker, workerEntry } from "../../worker-threads";
import type { EstimateRequest, EstimatorMessage, StrengthEstimate } from "./strength-estimator";

/** The worker entry beside this file: strength-worker.ts under tsx, strength-worker.js once compiled. */
export const strengthWorkerEntry = workerEntry("strength-worker", import.meta.url);

export interface StrengthThreadOptions {
  /** The worker module (tests start one that can be made to crash). */
  entry?: URL;
  /** How long one estimate may take before the worker is deemed stuck and replaced. */
  estimateTimeoutMs?: number;
  /** How long the worker may take to load its dictionaries. */
  startTimeoutMs?: number;
}

interface Job {
  request: EstimateRequest;
  resolve(estimate: StrengthEstimate): void;
  reject(error: Error): void;
}

/**
 * zxcvbn in one worker thread, so no password holds the event loop. Requests queue and go to the
 * worker one at a time, which tells exactly which request a crash interrupted: that one fails, the
 * ones queued behind it go to a fresh worker. The worker starts on the first request, so processes
 * and tests that never check a password never pay for its dictionaries.
 */
export class StrengthThread {
  private worker: Worker | null = null;
  private ready = false;
  private inFlight: Job | null = null;
  private readonly queue: Job[] = [];
  private deadline: NodeJS.Timeout | null = null;
  private nextId = 1;
  private closed = false;
  /** Why the current worker is stopping: its uncaught error, or our deadline. */
  private stopReason: Error | undefined;
  private readonly entry: URL;
  private readonly estimateTimeoutMs: number;
  private readonly startTimeoutMs: number;

  constructor(options: StrengthThreadOptions = {}) {
    this.entry = options.entry ?? strengthWorkerEntry;
    this.estimateTimeoutMs = options.estimateTimeoutMs ?? 10_000;
    this.startTimeoutMs = options.startTimeoutMs ?? 60_000;
  }

  estimate(password: string, userInputs: string[]): Promise<StrengthEstimate> {
    if (this.closed) return Promise.reject(new Error("The password strength worker is closed."));
    return new Promise<StrengthEstimate>((resolve, reject) => {
      this.queue.push({ request: { id: this.nextId++, password, userInputs }, resolve, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    this.clearDeadline();
    this.failAll(new Error("The password strength worker is closed."));
    if (worker) await worker.terminate();
  }

  private pump(): void {
    if (this.inFlight || this.queue.length === 0) return;
    let worker: Worker;
    try {
      worker = this.ensureWorker();
    } catch (error) {
      this.failAll(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (this.ready) {
      const job = this.queue.shift();
      if (job) {
        this.inFlight = job;
        this.setDeadline(worker, this.estimateTimeoutMs, "did not answer");
        worker.postMessage(job.request);
      }
    } // else the worker's "ready" message pumps again
    this.updateRef();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(this.entry);
    this.stopReason = undefined;
    worker.on("message", (message: EstimatorMessage) => {
      if (this.worker !== worker) return;
      if (message.kind === "ready") {
        this.ready = true;
      } else {
        const job = this.inFlight;
        if (job?.request.id !== message.id) return;
        this.inFlight = null;
        if (message.kind === "estimate") job.resolve(message.estimate);
        else job.reject(new Error(`The password strength check failed: ${message.message}`));
      }
      this.clearDeadline();
      this.updateRef();
      this.pump();
    });
    worker.on("error", (error) => {
      if (this.worker === worker) this.stopReason ??= error;
    });
    worker.on("exit", (code) => {
      if (this.worker !== worker) return;
      const started = this.ready;
      this.worker = null;
      this.ready = false;
      this.clearDeadline();
      const error = new Error(`The password strength worker stopped (exit code ${code}).`, {
        cause: this.stopReason,
      });
      // The request it was working on may be what broke it: that one fails and is not retried.
      this.inFlight?.reject(error);
      this.inFlight = null;
      // A worker that never started would fail the same way again: answer everyone instead of looping.
      if (!started) this.failAll(error);
      else this.pump();
    });
    this.worker = worker;
    this.setDeadline(worker, this.startTimeoutMs, "did not start");
    this.updateRef();
    return worker;
  }

  /** A stuck worker is terminated; its exit handler fails the request and starts a fresh one. */
  private setDeadline(worker: Worker, ms: number, what: string): void {
    this.clearDeadline();
    this.deadline = setTimeout(() => {
      this.stopReason ??= new Error(`The password strength worker ${what} within ${ms} ms.`);
      void worker.terminate();
    }, ms);
    this.deadline.unref();
  }

  private clearDeadline(): void {
    if (this.deadline) clearTimeout(this.deadline);
    this.deadline = null;
  }

  /** An idle worker must not keep the process alive (tests, shutdown). */
  private updateRef(): void {
    if (!this.worker) return;
    if (this.inFlight || this.queue.length > 0) this.worker.ref();
    else this.worker.unref();
  }

  private failAll(error: Error): void {
    const jobs = [...(this.inFlight ? [this.inFlight] : []), ...this.queue.splice(0)];
    this.inFlight = null;
    for (const job of jobs) job.reject(error);
  }
}
