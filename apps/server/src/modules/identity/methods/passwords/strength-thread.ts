import { workerEntry } from "../../../../worker-threads";
import { WorkerQueue } from "../../../../worker-queue";
import type { EstimateRequest, StrengthEstimate } from "./strength-estimator";

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

/**
 * zxcvbn in one worker thread (worker-queue.ts), so no password holds the event loop. The worker starts
 * on the first request, so processes and tests that never check a password never pay for its dictionaries.
 */
export class StrengthThread {
  private readonly queue: WorkerQueue<EstimateRequest, StrengthEstimate>;

  constructor(options: StrengthThreadOptions = {}) {
    this.queue = new WorkerQueue({
      entry: options.entry ?? strengthWorkerEntry,
      name: "The password strength worker",
      callTimeoutMs: options.estimateTimeoutMs ?? 10_000,
      startTimeoutMs: options.startTimeoutMs ?? 60_000,
      failure: () => "The password strength check failed",
    });
  }

  estimate(password: string, userInputs: string[]): Promise<StrengthEstimate> {
    return this.queue.call({ password, userInputs });
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
