// The offline naming engine on this machine: cold start (fresh process), propose + research of all nine
// names over 50 varied ideas (targets p50 300 ms, p95 500 ms), and logo render p99 (target 100 ms).
// Wall time is shown with CPU time, because other work on the machine inflates wall time; figures are
// also given as multiples of a fixed baseline workload measured in the same run.
import { defined } from "@dugout/contracts/defined";
import { execFileSync } from "node:child_process";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { nameGeneratorExamplePrompts, nameGeneratorSampleDescription } from "@dugout/contracts/name-generator";
import { createNamingEngine } from "../../apps/server/src/modules/name-generator/engine/create-naming-engine";
import type { NameIdea } from "../../apps/server/src/modules/name-generator/engine/port";
import { fmt, percentile } from "./_lib";

const extraIdeas = [
  "Independent bookshop with a reading room and weekly author events",
  "Mobile app that helps freelancers track invoices and taxes",
  "Craft brewery and taproom in a converted fire station",
  "Organic skincare line made from locally grown herbs",
  "Dog daycare and training center for city apartments",
  "Wedding photography studio specialising in outdoor ceremonies",
  "Vintage clothing boutique with a tailoring corner",
  "Plant-based meal delivery for busy professionals",
  "Home solar installation and battery storage company",
  "Kids coding camp during school holidays",
  "Artisan coffee roaster selling subscriptions online",
  "Luxury yacht charter in the Mediterranean",
  "Accounting firm for restaurants and cafes",
  "Handmade candle shop with seasonal scents",
  "Rock climbing gym with a cafe and yoga classes",
  "Yoga",
  "Tacos",
];
const customers = ["", "busy parents", "young professionals", "retirees", "students", "small business owners"];

function ideas(count: number): NameIdea[] {
  const descriptions = [nameGeneratorSampleDescription, ...nameGeneratorExamplePrompts, ...extraIdeas];
  return Array.from({ length: count }, (_, index) => ({
    description: descriptions[index % descriptions.length] ?? "",
    industry: "",
    idealCustomer: customers[index % customers.length] ?? "",
    brandReferences: "",
    vibe: (index % 8) + 1,
  }));
}

/** A fixed CPU workload: sorting 200k seeded numbers. */
function baselineMs(): number {
  let seed = 42;
  const values = Array.from({ length: 200_000 }, () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed));
  const started = performance.now();
  values.sort((a, b) => a - b);
  return performance.now() - started;
}

const cpuMs = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

export async function run(): Promise<void> {
  const [load1] = loadavg();
  console.log(`load average at start: ${fmt(load1 ?? 0, 2)} (on a quiet machine wall time ≈ CPU time)`);
  const baselines = Array.from({ length: 7 }, baselineMs).sort((a, b) => a - b);
  const baseline = percentile(baselines, 50);
  console.log(`baseline (sort 200k numbers) p50: ${fmt(baseline)} ms`);

  const child = fileURLToPath(new URL("./_name-engine-cold.ts", import.meta.url));
  const cold = JSON.parse(
    execFileSync(process.execPath, ["--import", "tsx", child], { encoding: "utf8" }).trim().split("\n").pop() ?? "{}",
  ) as Record<string, number>;
  console.log(
    `cold start (fresh process): createNamingEngine ${fmt(cold.createMs ?? NaN)} ms (includes module import; data not loaded yet), ` +
      `warmUp (data + indexes) ${fmt(cold.warmMs ?? NaN)} ms, first propose+research ${fmt(cold.firstRequestMs ?? NaN)} ms; ` +
      `CPU time of all that ${fmt(cold.cpuMs ?? NaN)} ms; longest event-loop stall during warm-up ${fmt(cold.warmStallMaxMs ?? NaN)} ms`,
  );
  console.log(
    `memory after warm-up: RSS ${fmt(cold.rssMiB ?? NaN)} MiB (${fmt(cold.rssBeforeMiB ?? NaN)} MiB before), heap ${fmt(cold.heapMiB ?? NaN)} MiB`,
  );

  const engine = await createNamingEngine({
    OPENAI_API_KEY: undefined,
    OPENAI_BASE_URL: undefined,
    LLM_MODEL: "m",
    IMAGE_MODEL: "i",
    AI_TIMEOUT_MS: 1000,
    // The engine's own cost, measured in this thread (name-engine-stalls compares it with the worker threads).
    NAMING_ENGINE_THREADS: 0,
  });
  await engine.warmUp();
  const walls: number[] = [];
  const cpus: number[] = [];
  const logoNames: string[] = [];
  for (const idea of ideas(50)) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const names = await engine.proposeNames(idea);
    await Promise.all(names.map((name) => engine.research(name.name, idea)));
    walls.push(performance.now() - started);
    cpus.push(cpuMs(cpu));
    logoNames.push(names[0]?.name ?? "Name");
  }
  walls.sort((a, b) => a - b);
  cpus.sort((a, b) => a - b);
  const report = (label: string, sorted: number[], target: number, p: number) =>
    `${label} p${p}: ${fmt(percentile(sorted, p))} ms (${fmt(percentile(sorted, p) / baseline, 2)}x baseline; target ${target} ms)`;
  console.log(`propose + research all nine, 50 ideas:`);
  console.log(`  ${report("wall", walls, 300, 50)}, ${report("wall", walls, 500, 95)}`);
  console.log(`  ${report("CPU ", cpus, 300, 50)}, ${report("CPU ", cpus, 500, 95)}`);

  const renders: number[] = [];
  const renderCpus: number[] = [];
  const sample = ideas(25);
  for (const [index, name] of logoNames.slice(0, 25).entries()) {
    const forIdea = defined(sample[index] ?? sample[0] ?? ideas(1)[0], "an idea");
    const { value: directions } = await engine.logoDirections(name, forIdea);
    for (const direction of directions) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      await engine.logoImage(name, direction, forIdea);
      renders.push(performance.now() - started);
      renderCpus.push(cpuMs(cpu));
    }
  }
  renders.sort((a, b) => a - b);
  renderCpus.sort((a, b) => a - b);
  console.log(
    `logo render (512x512 PNG), ${renders.length} renders: wall p50 ${fmt(percentile(renders, 50))} ms, p99 ${fmt(percentile(renders, 99))} ms; ` +
      `CPU p99 ${fmt(percentile(renderCpus, 99))} ms (target p99 100 ms)`,
  );
}

if (import.meta.url === `file://${process.argv[1] ?? ""}`) await run();
