import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { claimAndDie } from "../test/dying-worker";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { createJobs, type JobsSettings } from "./create-jobs";
import type { FastifyBaseLogger } from "fastify";
import { queueOwedWork } from "./queue-owed-work";
import { JobQueueStoppedError, type Jobs, type JobRun } from "./types";

const log = pino({ level: "silent" });
const fast: JobsSettings = {
  expireInSeconds: 1,
  superviseIntervalSeconds: 1,
  pollingIntervalSeconds: 0.5,
  runWorkers: true,
};

async function waitFor(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let testDatabase: TestDatabase;
const running: Jobs[] = [];
beforeEach(async () => {
  testDatabase = await createTestDatabase();
});
afterEach(async () => {
  for (const jobs of running.splice(0)) await jobs.stop({ graceful: false });
  await testDatabase.drop();
});

function jobsWith(settings: Partial<JobsSettings> = {}): Jobs {
  const jobs = createJobs(testDatabase.database, { ...fast, ...settings }, log);
  running.push(jobs);
  return jobs;
}

describe("job queue", () => {
  it("keeps one waiting job per key on a queue worked with oneWaitingPerKey, across instances; a key alone does not", async () => {
    const first = jobsWith();
    const second = jobsWith();
    for (const jobs of [first, second]) {
      jobs.work("test.one-waiting", async () => undefined, { oneWaitingPerKey: true });
      jobs.work("test.keyed", async () => undefined);
    }
    await Promise.all([first.start(), second.start()]);
    const later = { singletonKey: "next", startAfterSeconds: 600 };
    const sent = await Promise.all([
      first.send("test.one-waiting", {}, later),
      second.send("test.one-waiting", {}, later),
      first.send("test.keyed", {}, later),
      second.send("test.keyed", {}, later),
    ]);
    expect(sent.slice(0, 2).filter((id) => id !== null)).toHaveLength(1);
    expect(sent.slice(2).filter((id) => id !== null)).toHaveLength(2);
  });

  it("runs a job sent after start and retries a failing attempt with backoff", async () => {
    const jobs = jobsWith();
    const runs: JobRun<{ n: number }>[] = [];
    jobs.work<{ n: number }>(
      "test.retry",
      async (job) => {
        runs.push(job);
        if (job.attempt === 0) throw new Error("first attempt fails");
      },
      { retryDelaySeconds: 1, retryLimit: 2 },
    );
    await jobs.start();
    await jobs.send("test.retry", { n: 7 });
    await waitFor(() => runs.length === 2, "the retry");
    expect(runs.map((run) => [run.data.n, run.attempt, run.finalAttempt])).toEqual([
      [7, 0, false],
      [7, 1, false],
    ]);
  });

  it("works a backlog left by a process that only enqueued without waiting a polling interval between jobs", async () => {
    const producer = jobsWith({ runWorkers: false });
    producer.work("test.backlog", async () => undefined);
    await producer.start();
    for (let n = 0; n < 6; n += 1) await producer.send("test.backlog", { n });
    await producer.stop();

    // One worker polling every minute: one job per poll would take five minutes, and waiting for a single poll
    // would outlast the wait below. Worked back to back, the six take about a second (several on a busy machine).
    const consumer = jobsWith({ pollingIntervalSeconds: 60 });
    const done: number[] = [];
    consumer.work<{ n: number }>("test.backlog", async (job) => void done.push(job.data.n), { concurrency: 1 });
    await consumer.start();
    await waitFor(() => done.length === 6, "the backlog without a poll between jobs", 30_000);
    expect(done.toSorted((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("calls onFailed once when retries are exhausted", async () => {
    const jobs = jobsWith();
    const failed: { n: number }[] = [];
    let attempts = 0;
    jobs.work<{ n: number }>(
      "test.fail",
      async () => {
        attempts += 1;
        throw new Error("always fails");
      },
      { retryDelaySeconds: 1, retryLimit: 1, onFailed: async (data) => void failed.push(data) },
    );
    await jobs.start();
    await jobs.send("test.fail", { n: 1 });
    // Well before the dead-letter worker's 30 s idle poll: the failure wakes it.
    await waitFor(() => failed.length === 1, "the failure", 10_000);
    expect(attempts).toBe(2);
    expect(failed).toEqual([{ n: 1 }]);
  });

  it("re-runs a job that was in flight when its process died", async () => {
    // A first process enqueues but never works the job.
    const first = jobsWith({ runWorkers: false });
    first.work("test.crash", async () => undefined);
    await first.start();
    await first.send("test.crash", { n: 3 });
    await first.stop();

    // A dying worker claims it and vanishes without settling it (what kill -9 leaves behind).
    expect(await claimAndDie(testDatabase, "test.crash")).toBe(1);

    const second = jobsWith();
    const runs: JobRun<{ n: number }>[] = [];
    second.work<{ n: number }>("test.crash", async (job) => void runs.push(job));
    await second.start();
    await waitFor(() => runs.length === 1, "the expired job to re-run");
    expect(runs[0]?.data).toEqual({ n: 3 });
    expect(runs[0]?.attempt).toBe(1);
  });

  it("refuses a send once stopped with an error of its own, which the boot re-queue does not log", async () => {
    const jobs = jobsWith();
    await jobs.start();
    await jobs.stop();
    await expect(jobs.send("test.after-stop", {})).rejects.toBeInstanceOf(JobQueueStoppedError);

    const logged: unknown[] = [];
    const spy = { error: (...args: unknown[]) => logged.push(args) } as unknown as FastifyBaseLogger;
    queueOwedWork(spy, "stopped work", () => jobs.send("test.after-stop", {}));
    queueOwedWork(spy, "broken work", () => Promise.reject(new Error("disk full")));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged[0])).toContain("queueing broken work failed");
  });

  it("refuses work() after start", async () => {
    const jobs = jobsWith();
    await jobs.start();
    expect(() => jobs.work("test.late", async () => undefined)).toThrow(/before the job queue starts/);
  });
});
