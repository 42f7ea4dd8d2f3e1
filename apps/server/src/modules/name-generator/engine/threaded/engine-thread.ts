import type { Worker } from "node:worker_threads";
import { startWorker, workerEntry } from "../../../../worker-threads";
import type { EngineMessage, EngineRequest } from "./protocol";

/** The worker entry beside this file: naming-worker.ts under tsx, naming-worker.js once compiled. */
export const namingWorkerEntry = workerEntry("naming-worker", import.meta.url);

export interface EngineThreadOptions {
  /** The worker module (tests start one that can be made to crash or hang). */
  entry?: URL;
  /** How long one call may take once the worker has it before the worker is deemed stuck and replaced. */
  callTimeoutMs?: number;
  /** How long the worker may take to load the engine's data. */
  startTimeoutMs?: number;
}

interface Job {
  request: EngineRequest;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * The offline naming engine in one worker thread. Calls queue and go to the worker one at a time, which
 * tells exactly which call a crash or a deadline interrupted: that one fails, the ones queued behind it
 * go to a fresh worker. The worker starts on the first call (or `start()`), and an idle worker does not
 * keep the process alive. Modelled on the password-strength thread (modules/identity/strength-thread.ts).
 */
export class EngineThread {
  private worker: Worker | null = null;
  private ready = false;
  private inFlight: Job | null = null;
  private readonly queue: Job[] = [];
  private deadline: NodeJS.Timeout | null = null;
  private nextId = 1;
  private closed = false;
  /** Why the current worker is stopping: its uncaught error, or our deadline. */
  private stopReason: Error | undefined;
  /** Resolved when the current worker says ready; rejected if it stops before. */
  private readyWaiters: { resolve(): void; reject(error: Error): void }[] = [];
  private readonly entry: URL;
  private readonly callTimeoutMs: number;
  private readonly startTimeoutMs: number;

  constructor(options: EngineThreadOptions = {}) {
    this.entry = options.entry ?? namingWorkerEntry;
    this.callTimeoutMs = options.callTimeoutMs ?? 20_000;
    this.startTimeoutMs = options.startTimeoutMs ?? 60_000;
  }

  /** Calls waiting or running: the pool sends work that may go anywhere to the least busy thread. */
  get load(): number {
    return this.queue.length + (this.inFlight ? 1 : 0);
  }

  /** Starts the worker now (warm-up) and resolves once its data is loaded. */
  start(): Promise<void> {
    if (this.closed) return Promise.reject(this.closedError());
    if (this.ready) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.readyWaiters.push({ resolve, reject });
      try {
        this.ensureWorker();
        this.updateRef();
      } catch (error) {
        this.settleReady(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  call(request: Omit<EngineRequest, "id">): Promise<unknown> {
    if (this.closed) return Promise.reject(this.closedError());
    return new Promise<unknown>((resolve, reject) => {
      this.queue.push({ request: { ...request, id: this.nextId++ }, resolve, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    this.clearDeadline();
    this.failAll(this.closedError());
    this.settleReady(this.closedError());
    if (worker) await worker.terminate();
  }

  private closedError(): Error {
    return new Error("The naming engine's worker is closed.");
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
        this.setDeadline(worker, this.callTimeoutMs, `did not answer ${job.request.method}`);
        worker.postMessage(job.request);
      }
    } // else the worker's "ready" message pumps again
    this.updateRef();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(this.entry);
    this.stopReason = undefined;
    worker.on("message", (message: EngineMessage) => {
      if (this.worker !== worker) return;
      if (message.kind === "ready") {
        this.ready = true;
        this.settleReady();
      } else {
        const job = this.inFlight;
        if (job?.request.id !== message.id) return;
        this.inFlight = null;
        if (message.kind === "answer") job.resolve(message.value);
        else job.reject(new Error(`The naming engine failed (${job.request.method}): ${message.message}`));
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
      const error = new Error(`The naming engine's worker stopped (exit code ${code}).`, { cause: this.stopReason });
      // The call it was working on may be what broke it: that one fails (the job queue retries it).
      this.inFlight?.reject(error);
      this.inFlight = null;
      this.settleReady(error);
      // A worker that never started would fail the same way again: answer everyone instead of looping.
      if (!started) this.failAll(error);
      else this.pump();
    });
    this.worker = worker;
    this.setDeadline(worker, this.startTimeoutMs, "did not load its data");
    this.updateRef();
    return worker;
  }

  private settleReady(error?: Error): void {
    const waiters = this.readyWaiters.splice(0);
    for (const waiter of waiters) {
      if (error) waiter.reject(error);
      else waiter.resolve();
    }
  }

  /** A stuck worker is terminated; its exit handler fails the call and the next call starts a fresh one. */
  private setDeadline(worker: Worker, ms: number, what: string): void {
    this.clearDeadline();
    this.deadline = setTimeout(() => {
      this.stopReason ??= new Error(`The naming engine's worker ${what} within ${ms} ms.`);
      void worker.terminate();
    }, ms);
    this.deadline.unref();
  }

  private clearDeadline(): void {
    if (this.deadline) clearTimeout(this.deadline);
    this.deadline = null;
  }

  /** An idle worker must not keep the process alive (tests, shutdown); one loading or working does. */
  private updateRef(): void {
    if (!this.worker) return;
    if (this.inFlight || this.queue.length > 0 || this.readyWaiters.length > 0) this.worker.ref();
    else this.worker.unref();
  }

  private failAll(error: Error): void {
    const jobs = [...(this.inFlight ? [this.inFlight] : []), ...this.queue.splice(0)];
    this.inFlight = null;
    for (const job of jobs) job.reject(error);
  }
}
