import type { FastifyBaseLogger } from "fastify";
import { PgBoss, fromPglite, type JobWithMetadata } from "pg-boss";
import type { Database } from "@dugout/db";
import type { Metrics } from "../metrics/metrics";
import { loggableError, safeText } from "../plugins/log-safety";
import { JobQueueStoppedError, type JobHandler, type Jobs, type QueueDepth, type WorkOptions } from "./types";

export interface JobsSettings {
  /** Default time an attempt may stay active before it counts as dead and is retried. */
  expireInSeconds: number;
  /** How often expired attempts are looked for (pg-boss supervise and monitor passes). */
  superviseIntervalSeconds: number;
  /** Idle poll of each worker; new jobs wake workers at once through LISTEN/NOTIFY. */
  pollingIntervalSeconds: number;
  /** False: this process only enqueues (another process, or a later start, works the jobs). */
  runWorkers: boolean;
}

interface Registration {
  queue: string;
  handler: JobHandler<object>;
  options: WorkOptions<object>;
}

const failedQueue = (queue: string) => `${queue}.failed`;

/** pg-boss's default idle poll for a worker that LISTEN/NOTIFY wakes. */
const deadLetterBackstopSeconds = 30;

/**
 * pg-boss on the app's database. PGlite goes through `fromPglite` over the Database's client,
 * which already yields to the event loop before each call (docs/decisions/0004-embedded-database.md#facts-this-relies-on);
 * PostgreSQL gets a small pool of its own so LISTEN/NOTIFY can hold a connection.
 */
export function createJobs(
  database: Database,
  settings: JobsSettings,
  log: FastifyBaseLogger,
  /** Job latency, run time and failures by queue (GET /metrics); absent in the command-line tools. */
  metrics?: Pick<Metrics, "jobRuns" | "jobWaits" | "jobsFailed">,
): Jobs {
  const registrations: Registration[] = [];
  let boss: PgBoss | undefined;
  let starting: Promise<void> | undefined;
  let stopped = false;

  const common = {
    useListenNotify: true,
    schedule: false,
    superviseIntervalSeconds: settings.superviseIntervalSeconds,
    monitorIntervalSeconds: settings.superviseIntervalSeconds,
  } as const;

  const makeBoss = (): PgBoss => {
    if (database.pglite) return new PgBoss({ ...common, backend: "pglite", db: fromPglite(database.pglite) });
    const connectionString = database.pool?.options.connectionString;
    if (!connectionString) throw new Error("The job queue needs a PostgreSQL connection string.");
    return new PgBoss({ ...common, connectionString, max: 3 });
  };

  async function register(instance: PgBoss, { queue, handler, options }: Registration): Promise<void> {
    const deadLetter = failedQueue(queue);
    await instance.createQueue(deadLetter, { retryLimit: 5, retryDelay: 2, retryBackoff: true, notify: true });
    const queueOptions = {
      retryLimit: options.retryLimit ?? 3,
      retryDelay: options.retryDelaySeconds ?? 2,
      retryBackoff: true,
      retryDelayMax: options.retryDelayMaxSeconds ?? 60,
      expireInSeconds: options.expireInSeconds ?? settings.expireInSeconds,
      deadLetter,
      notify: true,
    };
    await instance.createQueue(queue, { ...queueOptions, ...(options.oneWaitingPerKey && { policy: "short" }) });
    // createQueue keeps an existing queue as it was: apply changed settings from this boot (not the policy).
    await instance.updateQueue(queue, queueOptions);
    if (!settings.runWorkers) return;
    const workOptions = {
      includeMetadata: true,
      localConcurrency: options.concurrency ?? 2,
      pollingIntervalSeconds: settings.pollingIntervalSeconds,
      notifyPollingIntervalSeconds: settings.pollingIntervalSeconds,
    } as const;
    // A backlog is worked without waiting a polling interval between jobs: a worker that picks up a job wakes the
    // queue's workers, so each fetches again as soon as it is free (there may be more). Not pg-boss's burst mode
    // (`burstWhenReadyExceeds`): it decides from queue counts cached for a minute, so a backlog left by a stopped
    // process (or queued again at boot) was worked one job per polling interval per worker: 20 jobs took 20 s.
    const fetchAgain = (name = queue) => {
      for (const worker of instance.getWipData()) if (worker.name === name) instance.notifyWorker(worker.id);
    };
    await instance.work<object, unknown, typeof workOptions>(
      queue,
      workOptions,
      async (jobs: JobWithMetadata<object>[]) => {
        fetchAgain();
        for (const job of jobs) {
          // Due at startAfter (a retry's backoff included), started now.
          metrics?.jobWaits.observe({ queue }, Math.max(0, Date.now() - job.startAfter.getTime()) / 1000);
          const ran = metrics?.jobRuns.startTimer({ queue });
          try {
            await handler({
              id: job.id,
              data: job.data,
              attempt: job.retryCount,
              finalAttempt: job.retryCount >= job.retryLimit,
            });
            ran?.({ outcome: "completed" });
          } catch (error) {
            ran?.({ outcome: "failed" });
            // The error, never the payload; a failed statement's parameters are dropped too.
            log.warn(
              // `error`, not `err`: a plain pino logger (the CLI's) would re-serialise `err` and drop its cause.
              { queue, jobId: job.id, attempt: job.retryCount, error: loggableError(error) },
              "job attempt failed",
            );
            if (job.retryCount < job.retryLimit) throw error;
            // The last attempt: fail it here, then wake this process's dead-letter worker. pg-boss copies a job
            // that fails for good into the dead-letter queue without a NOTIFY, so left to pg-boss, onFailed
            // would wait for that worker's idle poll (30 s). Fenced on this attempt, like pg-boss's own fail;
            // the completion pg-boss then runs finds the job no longer active and changes nothing.
            await instance.fail(queue, { id: job.id, retryCount: job.retryCount }, error as object);
            fetchAgain(deadLetter);
          }
        }
      },
    );
    const onFailed = options.onFailed;
    // A job whose last attempt fails is woken here at once (above). Its idle poll is only the backstop, for a
    // last attempt that expired (its process died), so it runs at pg-boss's own backstop interval instead of the
    // work queues' poll (on the embedded database, each idle poll of every queue is CPU spent doing nothing).
    const deadLetterPollSeconds = Math.max(deadLetterBackstopSeconds, settings.pollingIntervalSeconds);
    await instance.work<object, unknown, typeof workOptions>(
      deadLetter,
      {
        ...workOptions,
        pollingIntervalSeconds: deadLetterPollSeconds,
        notifyPollingIntervalSeconds: deadLetterPollSeconds,
      },
      async (jobs: JobWithMetadata<object>[]) => {
        for (const job of jobs) {
          log.warn({ queue, jobId: job.sourceId ?? job.id }, "job failed for good");
          metrics?.jobsFailed.inc({ queue });
          if (onFailed) await onFailed(job.data);
        }
      },
    );
  }

  async function doStart(): Promise<void> {
    const instance = makeBoss();
    // Job data may hold personal data: never the payload, and errors reduced by loggableError.
    instance.on("error", (error: Error) => log.error({ error: loggableError(error) }, "job queue error"));
    instance.on("warning", (warning: { message: string }) =>
      log.warn({ message: safeText(warning.message) }, "job queue warning"),
    );
    await instance.start();
    boss = instance;
    for (const registration of registrations) await register(instance, registration);
  }

  return {
    work(queue, handler, options = {}) {
      if (starting) throw new Error(`work("${queue}") must be called before the job queue starts.`);
      registrations.push({
        queue,
        handler: handler as JobHandler<object>,
        options: options as WorkOptions<object>,
      });
    },
    async send(queue, data, options = {}) {
      // A command-line process never reaches onReady: its first send starts the queue.
      starting ??= doStart();
      await starting;
      if (!boss || stopped) throw new JobQueueStoppedError();
      return boss.send(queue, data, {
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      });
    },
    start() {
      starting ??= doStart();
      return starting;
    },
    async ping() {
      if (!starting) throw new Error("The job queue has not started.");
      await starting;
      if (!boss || stopped) throw new JobQueueStoppedError();
      await boss.getDb().executeSql("select 1");
    },
    async depths(): Promise<QueueDepth[]> {
      if (!boss || stopped || registrations.length === 0) return [];
      const queues = await boss.getQueues(registrations.map((registration) => registration.queue));
      return queues.map((found) => ({
        queue: found.name,
        ready: found.readyCount,
        deferred: found.deferredCount,
        active: found.activeCount,
      }));
    },
    async stop({ graceful = true } = {}) {
      stopped = true;
      if (!starting) return;
      await starting.catch(() => undefined);
      await boss?.stop({ graceful, timeout: 5000, close: true });
    },
  };
}
