import type { Worker } from "node:worker_threads";
import { startWorker } from "./worker-threads";

/**
 * What a queued worker posts back: `ready` once its data is loaded, then one answer or failure per
 * request, paired by `id`.
 */
export type WorkerMessage<Value> =
  { kind: "ready" } | { kind: "answer"; id: number; value: Value } | { kind: "failed"; id: number; message: string };

export interface WorkerQueueOptions<Request> {
  /** The worker module. */
  entry: URL;
  /** The worker as errors name it: "The password strength worker". */
  name: string;
  /** How long one request may take once the worker has it before the worker is deemed stuck and replaced. */
  callTimeoutMs: number;
  /** How long the worker may take to load. */
  startTimeoutMs: number;
  /** A request as a failure names it: "The naming engine failed (proposeNames)". */
  failure(request: Request): string;
  /** What a request's deadline says it did not do: "did not answer proposeNames". */
  describeWait?(request: Request): string;
}

interface Job<Request, Value> {
  request: Request & { id: number };
  resolve(value: Value): void;
  reject(error: Error): void;
}

/**
 * CPU-heavy work in one worker thread, off the event loop. Requests queue and go to the worker one at a
 * time, which tells exactly which request a crash or a deadline interrupted: that one fails, the ones
 * queued behind it go to a fresh worker. The worker starts on the first request (or `start()`), so
 * processes and tests that never ask never pay for its loading, and an idle worker does not keep the
 * process alive. The password-strength check and the offline naming engine both run on it.
 */
export class WorkerQueue<Request extends object, Value> {
  private worker: Worker | null = null;
  private ready = false;
  private inFlight: Job<Request, Value> | null = null;
  private readonly queue: Job<Request, Value>[] = [];
  private deadline: NodeJS.Timeout | null = null;
  private nextId = 1;
  private closed = false;
  /** Why the current worker is stopping: its uncaught error, or our deadline. */
  private stopReason: Error | undefined;
  /** Resolved when the current worker says ready; rejected if it stops before. */
  private readyWaiters: { resolve(): void; reject(error: Error): void }[] = [];

  constructor(private readonly options: WorkerQueueOptions<Request>) {}

  /** Requests waiting or running: a pool sends work that may go anywhere to the least busy queue. */
  get load(): number {
    return this.queue.length + (this.inFlight ? 1 : 0);
  }

  /** Starts the worker now (warm-up) and resolves once it has loaded. */
  start(): Promise<void> {
    if (this.closed) return Promise.reject(this.closedError());
    if (this.ready) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.readyWaiters.push({ resolve, reject });
      try {
        this.ensureWorker();
        this.updateRef();
      } catch (error) {
        this.settleReady(asError(error));
      }
    });
  }

  call(request: Request): Promise<Value> {
    if (this.closed) return Promise.reject(this.closedError());
    return new Promise<Value>((resolve, reject) => {
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
    return new Error(`${this.options.name} is closed.`);
  }

  private pump(): void {
    if (this.inFlight || this.queue.length === 0) return;
    let worker: Worker;
    try {
      worker = this.ensureWorker();
    } catch (error) {
      this.failAll(asError(error));
      return;
    }
    if (this.ready) {
      const job = this.queue.shift();
      if (job) {
        this.inFlight = job;
        const wait = this.options.describeWait?.(job.request) ?? "did not answer";
        this.setDeadline(worker, this.options.callTimeoutMs, wait);
        worker.postMessage(job.request);
      }
    } // else the worker's "ready" message pumps again
    this.updateRef();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(this.options.entry);
    this.stopReason = undefined;
    worker.on("message", (message: WorkerMessage<Value>) => {
      if (this.worker !== worker) return;
      if (message.kind === "ready") {
        this.ready = true;
        this.settleReady();
      } else {
        const job = this.inFlight;
        if (job?.request.id !== message.id) return;
        this.inFlight = null;
        if (message.kind === "answer") job.resolve(message.value);
        else job.reject(new Error(`${this.options.failure(job.request)}: ${message.message}`));
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
      const error = new Error(`${this.options.name} stopped (exit code ${code}).`, { cause: this.stopReason });
      // The request it was working on may be what broke it: that one fails and is not retried here.
      this.inFlight?.reject(error);
      this.inFlight = null;
      this.settleReady(error);
      // A worker that never started would fail the same way again: answer everyone instead of looping.
      if (!started) this.failAll(error);
      else this.pump();
    });
    this.worker = worker;
    this.setDeadline(worker, this.options.startTimeoutMs, "did not start");
    this.updateRef();
    return worker;
  }

  private settleReady(error?: Error): void {
    for (const waiter of this.readyWaiters.splice(0)) {
      if (error) waiter.reject(error);
      else waiter.resolve();
    }
  }

  /** A stuck worker is terminated; its exit handler fails the request and the next one starts a fresh worker. */
  private setDeadline(worker: Worker, ms: number, what: string): void {
    this.clearDeadline();
    this.deadline = setTimeout(() => {
      this.stopReason ??= new Error(`${this.options.name} ${what} within ${ms} ms.`);
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

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
