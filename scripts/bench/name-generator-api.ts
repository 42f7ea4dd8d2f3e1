// Name generator through the API on in-process PGlite: submit-to-all-nine-complete (the job queue scores
// the names), and the event loop's worst stall while jobs run, against an idle baseline of the same length.
import { defined } from "@dugout/contracts/defined";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { nameGeneratorExamplePrompts, nameGeneratorVisitorCookie } from "@dugout/contracts/name-generator";
import { createDb } from "@dugout/db";
import { buildApp } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/config";
import type { App } from "../../apps/server/src/context";
import { createNamingEngine } from "../../apps/server/src/modules/name-generator/engine/create-naming-engine";
import { percentile, productionEnv } from "./_lib";

const sequentialRuns = 40;
const burstSize = 20;

async function csrfHeaders(app: App): Promise<Record<string, string>> {
  const { token } = (await app.inject({ method: "GET", url: "/api/csrf" })).json<{ token: string }>();
  return { cookie: `dugout_csrf=${token}`, "x-csrf-token": token, origin: "http://localhost:3000" };
}

/** `visitor` is the client address: the public API's rate limits are per IP, and a burst comes from many visitors. */
async function submitAndWait(
  app: App,
  headers: Record<string, string>,
  description: string,
  posts: number[] = [],
  visitor = "127.0.0.1",
): Promise<number> {
  const started = performance.now();
  const response = await app.inject({
    method: "POST",
    url: "/api/business_name_submissions",
    headers,
    remoteAddress: visitor,
    payload: { businessDescription: description },
  });
  posts.push(performance.now() - started);
  if (response.statusCode !== 201) throw new Error(`submit answered ${response.statusCode}: ${response.body}`);
  const { submission_id: id } = response.json<{ submission_id: string }>();
  const cookie = visitorCookieOf(response);
  for (;;) {
    const poll = await app.inject({
      method: "GET",
      url: `/api/business_names?submission_id=${id}`,
      remoteAddress: visitor,
      headers: { cookie },
    });
    if (poll.statusCode !== 200) throw new Error(`polling answered ${poll.statusCode}: ${poll.body}`);
    const { names } = poll.json<{ names: { status: string }[] }>();
    if (names.length === 9 && names.every((name) => name.status === "complete")) return performance.now() - started;
    if (names.some((name) => name.status === "failed")) throw new Error("a name failed");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function worstStall(during: () => Promise<void>): Promise<{ maxMs: number; p99Ms: number; elapsedMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  const started = performance.now();
  await during();
  histogram.disable();
  return { maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6, elapsedMs: performance.now() - started };
}

function configFor(env: Record<string, string> = {}) {
  return loadConfig({
    ...productionEnv,
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: "./does-not-exist",
    APP_BASE_URL: "http://localhost:3000",
    NAME_GENERATOR_SUBMISSIONS_PER_MINUTE: "10000",
    NAME_GENERATOR_POLLS_PER_MINUTE: "10000",
    ...env,
  });
}

/** Only the browser that submitted may read its names: the visitor cookie the submission's answer set. */
function visitorCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = defined(
    response.cookies.find(({ name }) => name === nameGeneratorVisitorCookie),
    "the visitor cookie",
  );
  return `${cookie.name}=${cookie.value}`;
}

async function allComplete(app: App, submissions: { id: string; cookie: string }[]): Promise<boolean> {
  for (const { id, cookie } of submissions) {
    const names = (
      await app.inject({ method: "GET", url: `/api/business_names?submission_id=${id}`, headers: { cookie } })
    ).json<{
      names: { status: string }[];
    }>().names;
    if (!names.every((name) => name.status === "complete")) return false;
  }
  return true;
}

export async function run(): Promise<void> {
  const database = await createDb();
  await database.migrate();
  try {
    // 1. A backlog left by a process that only enqueued: the stall while a fresh process works it is the queue's own.
    const producer = await buildApp({ config: configFor({ JOBS_DISABLE_WORKERS: "true" }), database });
    await producer.ready();
    const producerHeaders = await csrfHeaders(producer);
    const backlog: { id: string; cookie: string }[] = [];
    const submitStarted = performance.now();
    for (let index = 0; index < burstSize; index += 1) {
      const response = await producer.inject({
        method: "POST",
        url: "/api/business_name_submissions",
        headers: producerHeaders,
        payload: {
          businessDescription: `backlog ${index}: ${defined(nameGeneratorExamplePrompts[index % 6], "an example prompt")}`,
        },
      });
      backlog.push({ id: response.json<{ submission_id: string }>().submission_id, cookie: visitorCookieOf(response) });
    }
    const submitMs = (performance.now() - submitStarted) / burstSize;
    await producer.close();

    // Load the engine's data first (module-wide), so the drain measures the queue and the scoring, not the cold load.
    const engine = await createNamingEngine(configFor());
    const warmStarted = performance.now();
    await engine.warmUp();
    const warmMs = performance.now() - warmStarted;
    const app = await buildApp({ config: configFor(), database });
    await app.ready();
    try {
      const drain = await worstStall(async () => {
        while (!(await allComplete(app, backlog))) await new Promise((resolve) => setTimeout(resolve, 20));
      });
      const headers = await csrfHeaders(app);
      await submitAndWait(app, headers, "warm-up: a corner bakery");

      const latencies: number[] = [];
      const posts: number[] = [];
      for (let index = 0; index < sequentialRuns; index += 1) {
        const prompt = defined(
          nameGeneratorExamplePrompts[index % nameGeneratorExamplePrompts.length],
          "an example prompt",
        );
        latencies.push(await submitAndWait(app, headers, `${prompt} (${index})`, posts));
      }
      latencies.sort((a, b) => a - b);
      posts.sort((a, b) => a - b);

      const busy = await worstStall(async () => {
        await Promise.all(
          Array.from({ length: burstSize }, (_, index) =>
            submitAndWait(app, headers, `burst ${index}: a bike shop`, [], `127.0.1.${index + 1}`),
          ),
        );
      });
      const idle = await worstStall(
        () => new Promise((resolve) => setTimeout(resolve, Math.min(busy.elapsedMs, 5000))),
      );

      const p50 = percentile(latencies, 50);
      const p95 = percentile(latencies, 95);
      console.log(`engine warm-up (cold data load, blocks the event loop): ${warmMs.toFixed(0)} ms`);
      console.log(
        `submit-to-all-nine-complete, ${sequentialRuns} sequential runs: p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (targets 300 / 500 ms)`,
      );
      const postP50 = percentile(posts, 50);
      console.log(
        `  of which the POST (the engine proposes names in the request): p50 ${postP50.toFixed(0)} ms -> ${((postP50 / p50) * 100).toFixed(0)}% of p50; scoring through the queue is the rest`,
      );
      console.log(`  filling the backlog (POSTs, first one cold): ${submitMs.toFixed(0)} ms each on average`);
      console.log(
        `event loop while the queue works a backlog of ${burstSize * 9} names (${drain.elapsedMs.toFixed(0)} ms): worst stall ${drain.maxMs.toFixed(1)} ms, p99 ${drain.p99Ms.toFixed(1)} ms (budget 50 ms)`,
      );
      console.log(
        `event loop while ${burstSize} submissions arrive at once and are scored (${busy.elapsedMs.toFixed(0)} ms): worst stall ${busy.maxMs.toFixed(1)} ms, p99 ${busy.p99Ms.toFixed(1)} ms`,
      );
      console.log(
        `  baseline, idle in the same run: worst ${idle.maxMs.toFixed(1)} ms -> queue ${(drain.maxMs / Math.max(idle.maxMs, 0.001)).toFixed(1)}x, burst ${(busy.maxMs / Math.max(idle.maxMs, 0.001)).toFixed(1)}x`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}
