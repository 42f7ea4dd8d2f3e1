/** One delivery of a job to its handler. Delivery is at-least-once: handlers must be idempotent. */
export interface JobRun<T> {
  id: string;
  data: T;
  /** 0 on the first attempt, then 1, 2, ... for retries (a job that expired in a dead process counts too). */
  attempt: number;
  /** True when a failure of this attempt is final (no retry left). */
  finalAttempt: boolean;
}

export type JobHandler<T> = (job: JobRun<T>) => Promise<void>;

export interface WorkOptions<T> {
  /** Retries after the first attempt before the job is failed. Default 3. */
  retryLimit?: number;
  /** First retry delay in seconds, doubled (with jitter) for each later retry. Default 2. */
  retryDelaySeconds?: number;
  /** Ceiling for the backoff delay. Default 60. */
  retryDelayMaxSeconds?: number;
  /**
   * How long an attempt may stay active before it is treated as dead (process killed, handler hung)
   * and retried. Default: the JOBS_EXPIRE_SECONDS setting.
   */
  expireInSeconds?: number;
  /** Jobs of this queue run at once in this process. Default 2. */
  concurrency?: number;
  /**
   * At most one job per `singletonKey` waits in this queue, across every instance (pg-boss's `short`
   * policy: a duplicate send returns null). Without it a key does not deduplicate anything. Fixed when the
   * queue is first created: pg-boss cannot change a queue's policy later.
   */
  oneWaitingPerKey?: boolean;
  /**
   * Runs once when a job has failed for good: retries exhausted, including attempts that timed out
   * because the process died. Use it to record the failure (never leave a record pending for ever).
   */
  onFailed?: (data: T) => Promise<void>;
}

/**
 * What `send()` throws once the queue has stopped: the app is closing, and whatever the send was for
 * is owed in the database already, so the next start picks it up.
 */
export class JobQueueStoppedError extends Error {
  constructor() {
    super("The job queue is stopped.");
    this.name = "JobQueueStoppedError";
  }
}

interface SendOptions {
  /** Only one waiting job per key, on a queue worked with `oneWaitingPerKey` (a duplicate send returns null). */
  singletonKey?: string;
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
}

export interface QueueDepth {
  queue: string;
  /** Due now and waiting for a worker: the backlog. */
  ready: number;
  /** Waiting for a later time (a retry's backoff, a scheduled sweep). */
  deferred: number;
  active: number;
}

/**
 * The durable job queue every module uses (`ctx.jobs`). Register handlers with `work()` while the
 * module registers its routes; the queue starts when the app is ready and stops when it closes.
 */
export interface Jobs {
  work<T extends object>(queue: string, handler: JobHandler<T>, options?: WorkOptions<T>): void;
  /** Enqueues a job; resolves with its id (null when a singleton key was already queued). */
  send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<string | null>;
  start(): Promise<void>;
  /** Resolves when the queue is started and its database answers; throws otherwise (readiness). */
  ping(): Promise<void>;
  /** Jobs waiting and running per queue (pg-boss's counts, refreshed every JOBS_SUPERVISE_SECONDS); none before the start. */
  depths(): Promise<QueueDepth[]>;
  /** graceful (default) waits a few seconds for running handlers; false leaves them to expire, like a crash. */
  stop(options?: { graceful?: boolean }): Promise<void>;
}
