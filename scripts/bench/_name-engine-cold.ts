// Child process of name-engine.ts: measures the offline engine's cold start in a fresh process
// (import, data load, indexes) and prints one JSON line.
import { monitorEventLoopDelay } from "node:perf_hooks";

const rssBefore = process.memoryUsage().rss;
const started = performance.now();
const { createNamingEngine } = await import("../../apps/server/src/modules/name-generator/engine/create-naming-engine");
const engine = await createNamingEngine({
  OPENAI_API_KEY: undefined,
  OPENAI_BASE_URL: undefined,
  LLM_MODEL: "m",
  IMAGE_MODEL: "i",
  AI_TIMEOUT_MS: 1000,
  // The engine's own cost, measured in this thread (name-engine-stalls compares it with the worker threads).
  NAMING_ENGINE_THREADS: 0,
});
const created = performance.now();
// The server keeps answering during warm-up only if no single step holds the event loop for long.
const stalls = monitorEventLoopDelay({ resolution: 5 });
stalls.enable();
await engine.warmUp();
stalls.disable();
const warmed = performance.now();
const idea = {
  description: "A neighborhood bike repair shop",
  industry: "",
  idealCustomer: "",
  brandReferences: "",
  vibe: 4,
};
const names = await engine.proposeNames(idea);
await Promise.all(names.map((name) => engine.research(name.name, idea)));
const first = performance.now();
const cpu = process.cpuUsage();
console.log(
  JSON.stringify({
    createMs: created - started,
    warmMs: warmed - created,
    firstRequestMs: first - warmed,
    cpuMs: (cpu.user + cpu.system) / 1000,
    warmStallMaxMs: stalls.max / 1e6,
    rssBeforeMiB: rssBefore / 2 ** 20,
    rssMiB: process.memoryUsage().rss / 2 ** 20,
    heapMiB: process.memoryUsage().heapUsed / 2 ** 20,
  }),
);
