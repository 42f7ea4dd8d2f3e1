// The event loop while the naming engine works, with the engine on the event loop (NAMING_ENGINE_THREADS=0,
// as before issue 14) and in its worker threads (the default), in the same run: the engine's warm-up,
// several logos rendered at once, the job queue scoring a backlog of 180 names, 20 submissions arriving
// at once through the API (Fastify inject, PGlite), and a single visitor's submit → all nine complete.
// Budget: worst stall 50 ms. An idle stretch measured in the same run is the machine's own baseline.
import { defined } from "@dugout/contracts/defined";
import { loadavg } from "node:os";
import { nameGeneratorExamplePrompts, nameGeneratorVisitorCookie } from "@dugout/contracts/name-generator";
import { createDb } from "@dugout/db";
import { buildApp } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/config";
import type { App } from "../../apps/server/src/context";
import { createNamingEngine } from "../../apps/server/src/modules/name-generator/engine/create-naming-engine";
import type { NameIdea } from "../../apps/server/src/modules/name-generator/engine/port";
import { defaultNamingThreads } from "../../apps/server/src/modules/name-generator/engine/threaded/threaded-engine";
import { describeStalls, measureStalls } from "./_event-loop";
import { fmt, percentile, productionEnv } from "./_lib";

const burstSize = 20;
const singleRuns = 15;
const logosAtOnce = 8;

const configFor = (threads: number, env: Record<string, string> = {}) =>
  loadConfig({
    ...productionEnv,
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: "./does-not-exist",
    APP_BASE_URL: "http://localhost:3000",
    NAME_GENERATOR_SUBMISSIONS_PER_MINUTE: "10000",
    NAME_GENERATOR_POLLS_PER_MINUTE: "10000",
    NAMING_ENGINE_THREADS: String(threads),
    ...env,
  });

const idea = (description: string, vibe = 4): NameIdea => ({
  description,
  industry: "",
  idealCustomer: "",
  brandReferences: "",
  vibe,
});

async function csrfHeaders(app: App): Promise<Record<string, string>> {
  const { token } = (await app.inject({ method: "GET", url: "/api/csrf" })).json<{ token: string }>();
  return { cookie: `dugout_csrf=${token}`, "x-csrf-token": token, origin: "http://localhost:3000" };
}

/** A submission and the visitor cookie its answer set: only that browser may read its names. */
interface Submission {
  id: string;
  visitorCookie: string;
}

async function submit(
  app: App,
  headers: Record<string, string>,
  description: string,
  visitor: string,
): Promise<Submission> {
  const response = await app.inject({
    method: "POST",
    url: "/api/business_name_submissions",
    headers,
    remoteAddress: visitor,
    payload: { businessDescription: description },
  });
  if (response.statusCode !== 201) throw new Error(`submit answered ${response.statusCode}: ${response.body}`);
  const cookie = defined(
    response.cookies.find(({ name }) => name === nameGeneratorVisitorCookie),
    "the visitor cookie",
  );
  return {
    id: response.json<{ submission_id: string }>().submission_id,
    visitorCookie: `${cookie.name}=${cookie.value}`,
  };
}

async function complete(app: App, { id, visitorCookie }: Submission): Promise<boolean> {
  const poll = await app.inject({
    method: "GET",
    url: `/api/business_names?submission_id=${id}`,
    headers: { cookie: visitorCookie },
  });
  if (poll.statusCode !== 200) throw new Error(`the poll answered ${poll.statusCode}: ${poll.body}`);
  const { names } = poll.json<{ names: { status: string }[] }>();
  if (names.some((name) => name.status === "failed")) throw new Error("a name failed");
  return names.length === 9 && names.every((name) => name.status === "complete");
}

async function untilComplete(app: App, submissions: Submission[]): Promise<void> {
  for (const submission of submissions)
    while (!(await complete(app, submission))) await new Promise((resolve) => setTimeout(resolve, 5));
}

interface ModeFigures {
  warmUp: Awaited<ReturnType<typeof measureStalls>>;
  logos: Awaited<ReturnType<typeof measureStalls>>;
  drain: Awaited<ReturnType<typeof measureStalls>>;
  burst: Awaited<ReturnType<typeof measureStalls>>;
  singleP50: number;
  singleP95: number;
}

async function measureMode(threads: number): Promise<ModeFigures> {
  // The engine alone: its warm-up, then logos rendered at once (distinct, so nothing is cached).
  const engine = await createNamingEngine(configFor(threads));
  const warmUp = await measureStalls(() => engine.warmUp());
  const names = await engine.proposeNames(idea("A neighborhood bike repair shop"));
  const bikeShop = idea("A neighborhood bike repair shop");
  const { value: directions } = await engine.logoDirections(defined(names[0], "a name").name, bikeShop);
  const logos = await measureStalls(() =>
    Promise.all(
      Array.from({ length: logosAtOnce }, (_, index) =>
        engine.logoImage(
          defined(names[index % names.length], "a name").name,
          defined(directions[index % directions.length], "a direction"),
          bikeShop,
        ),
      ),
    ),
  );
  await engine.close();

  const database = await createDb();
  await database.migrate();
  try {
    // A backlog of 180 names left by a process that only enqueued; a fresh app (booting its engine) works it.
    const producer = await buildApp({ config: configFor(threads, { JOBS_DISABLE_WORKERS: "true" }), database });
    await producer.ready();
    const producerHeaders = await csrfHeaders(producer);
    const backlog: Submission[] = [];
    for (let index = 0; index < burstSize; index += 1) {
      const prompt = defined(nameGeneratorExamplePrompts[index % nameGeneratorExamplePrompts.length], "a prompt");
      backlog.push(await submit(producer, producerHeaders, `backlog ${index}: ${prompt}`, "127.0.0.1"));
    }
    await producer.close();

    const app = await buildApp({ config: configFor(threads), database });
    await app.ready();
    try {
      const drain = await measureStalls(() => untilComplete(app, backlog));
      const headers = await csrfHeaders(app);
      const singles: number[] = [];
      for (let index = 0; index < singleRuns; index += 1) {
        const prompt = defined(nameGeneratorExamplePrompts[index % nameGeneratorExamplePrompts.length], "a prompt");
        const started = performance.now();
        await untilComplete(app, [await submit(app, headers, `${prompt} (single ${index})`, "127.0.2.1")]);
        singles.push(performance.now() - started);
      }
      singles.sort((a, b) => a - b);
      const burst = await measureStalls(async () => {
        const ids = await Promise.all(
          Array.from({ length: burstSize }, (_, index) =>
            submit(app, headers, `burst ${index}: a bike shop`, `127.0.1.${index + 1}`),
          ),
        );
        await untilComplete(app, ids);
      });
      return { warmUp, logos, drain, burst, singleP50: percentile(singles, 50), singleP95: percentile(singles, 95) };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/**
 * One visitor's wait inside the engine: propose nine names, then research them as the job does, alternating
 * the two engines idea by idea so a change in the machine's load hits both alike.
 */
async function singleVisitor(threads: number): Promise<{ inProcess: number[]; threaded: number[] }> {
  const inProcess = await createNamingEngine(configFor(0));
  const threaded = await createNamingEngine(configFor(threads));
  await Promise.all([inProcess.warmUp(), threaded.warmUp()]);
  const times = { inProcess: [] as number[], threaded: [] as number[] };
  try {
    for (let index = 0; index < 30; index += 1) {
      const each = idea(
        `${defined(nameGeneratorExamplePrompts[index % nameGeneratorExamplePrompts.length], "a prompt")} (${index})`,
        (index % 8) + 1,
      );
      for (const [engine, into] of [
        [inProcess, times.inProcess],
        [threaded, times.threaded],
      ] as const) {
        const started = performance.now();
        // As the research job asks: every name at once (service.ts).
        await Promise.all((await engine.proposeNames(each)).map(({ name }) => engine.research(name, each)));
        into.push(performance.now() - started);
      }
    }
  } finally {
    await threaded.close();
  }
  times.inProcess.sort((a, b) => a - b);
  times.threaded.sort((a, b) => a - b);
  return times;
}

export async function run(): Promise<void> {
  const [load1] = loadavg();
  const threads = defaultNamingThreads();
  console.log(`load average at start: ${fmt(load1 ?? 0, 2)}; worker threads by default on this machine: ${threads}`);
  const idle = await measureStalls(() => new Promise((resolve) => setTimeout(resolve, 3000)));
  console.log(`idle baseline (3 s, nothing running): ${describeStalls(idle)}`);
  // In process first: its warm-up is then the process's first (cold) load of the data, as at a server's boot.
  for (const [label, count] of [
    ["on the event loop (NAMING_ENGINE_THREADS=0, before)", 0],
    [`in ${threads} worker thread${threads === 1 ? "" : "s"} (default, after)`, threads],
  ] as const) {
    const figures = await measureMode(count);
    console.log(`engine ${label}:`);
    console.log(`  warm-up (data, indexes, renderer): ${describeStalls(figures.warmUp)}`);
    console.log(`  ${logosAtOnce} logos rendered at once: ${describeStalls(figures.logos)}`);
    console.log(
      `  queue scores a backlog of ${burstSize * 9} names (engine boots with the app): ${describeStalls(figures.drain)}`,
    );
    console.log(`  ${burstSize} submissions at once, until all scored: ${describeStalls(figures.burst)}`);
    console.log(
      `  one visitor, submit → all nine complete, ${singleRuns} runs: p50 ${fmt(figures.singleP50, 0)} ms, p95 ${fmt(figures.singleP95, 0)} ms`,
    );
  }
  const single = await singleVisitor(threads);
  console.log(
    `one visitor inside the engine, propose, then research all nine at once as the job does, 30 ideas alternating: ` +
      `on the event loop p50 ${fmt(percentile(single.inProcess, 50), 0)} ms, p95 ${fmt(percentile(single.inProcess, 95), 0)} ms; ` +
      `in worker threads p50 ${fmt(percentile(single.threaded, 50), 0)} ms, p95 ${fmt(percentile(single.threaded, 95), 0)} ms`,
  );
  console.log("budget: worst stall 50 ms");
}

if (import.meta.url === `file://${process.argv[1] ?? ""}`) await run();
