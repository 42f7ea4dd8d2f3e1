import { nameGeneratorExamplePrompts } from "@dugout/contracts/name-generator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOfflineEngine } from "../offline/offline-engine";
import type { NameIdea, NamingEngine } from "../port";
import { createThreadedEngine, defaultNamingThreads } from "./threaded-engine";

const idea = (description: string, extra: Partial<NameIdea> = {}): NameIdea => ({
  description,
  industry: "",
  idealCustomer: "",
  brandReferences: "",
  vibe: 4,
  ...extra,
});
const ideas = [
  idea("A cozy neighborhood bakery that sells fresh sourdough bread", { idealCustomer: "young families", vibe: 2 }),
  ...nameGeneratorExamplePrompts.slice(0, 3).map((prompt, index) => idea(prompt, { vibe: index + 5 })),
];
const fixture = new URL("./naming-worker.fixture.ts", import.meta.url);

describe("the naming engine in worker threads", () => {
  let inProcess: NamingEngine;
  let threaded: NamingEngine;
  beforeAll(async () => {
    inProcess = createOfflineEngine();
    threaded = createThreadedEngine({ threads: 2 });
    await Promise.all([inProcess.warmUp(), threaded.warmUp()]);
  });
  afterAll(async () => {
    await threaded.close();
  });

  it("answers exactly what the engine answers in process, names, research, branding and logo bytes", async () => {
    for (const each of ideas) {
      const names = await threaded.proposeNames(each);
      expect(names).toEqual(await inProcess.proposeNames(each));
      expect(names).toHaveLength(9);
      for (const { name } of names)
        expect(await threaded.research(name, each)).toEqual(await inProcess.research(name, each));
      const top = names[0]?.name ?? "";
      expect(await threaded.taglines(top, each)).toEqual(await inProcess.taglines(top, each));
      expect(await threaded.brandPersonality(top, each)).toEqual(await inProcess.brandPersonality(top, each));
      expect(await threaded.colorPalettes(top, each)).toEqual(await inProcess.colorPalettes(top, each));
      const directions = await threaded.logoDirections(top, each);
      expect(directions).toEqual(await inProcess.logoDirections(top, each));
      const direction = directions.value[0] ?? { title: "Wordmark", description: "", style: "serif" };
      const logo = await threaded.logoImage(top, direction, each);
      const drawnHere = await inProcess.logoImage(top, direction, each);
      expect(Buffer.isBuffer(logo.value.png)).toBe(true);
      expect(Buffer.isBuffer(logo.value.transparentPng)).toBe(true);
      expect(logo.value.png.equals(drawnHere.value.png)).toBe(true);
      expect(logo.value.transparentPng?.equals(drawnHere.value.transparentPng ?? Buffer.alloc(0))).toBe(true);
      expect([logo.value.svg, logo.engine]).toEqual([drawnHere.value.svg, drawnHere.engine]);
    }
  });

  it("answers calls made all at once", async () => {
    const answers = await Promise.all(ideas.map((each) => threaded.proposeNames(each)));
    expect(answers).toEqual(await Promise.all(ideas.map((each) => inProcess.proposeNames(each))));
  });
});

describe("a naming worker that breaks", () => {
  it("fails only the call that crashed it; the next call gets a fresh worker", async () => {
    const engine = createThreadedEngine({ threads: 1, entry: fixture });
    try {
      const [crashed, queued] = await Promise.allSettled([
        engine.proposeNames(idea("crash the naming worker")),
        engine.proposeNames(idea("a corner bakery")),
      ]);
      expect(crashed.status).toBe("rejected");
      expect(crashed.status === "rejected" && String(crashed.reason)).toContain("worker stopped");
      expect(queued.status).toBe("fulfilled");
      expect(queued.status === "fulfilled" && queued.value).toHaveLength(9);
      expect(await engine.research("Crumb Corner", idea("a corner bakery"))).toMatchObject({
        overall_score: expect.any(Number) as number,
      });
    } finally {
      await engine.close();
    }
  });

  it("replaces a worker stuck on a call after the deadline", async () => {
    const engine = createThreadedEngine({ threads: 1, entry: fixture, callTimeoutMs: 1_000 });
    try {
      await engine.warmUp();
      await expect(engine.proposeNames(idea("hang the naming worker"))).rejects.toThrow(/worker stopped/);
      expect(await engine.proposeNames(idea("a corner bakery"))).toHaveLength(9);
    } finally {
      await engine.close();
    }
  });

  it("fails every call once closed, and leaves nothing running", async () => {
    const engine = createThreadedEngine({ threads: 1 });
    await engine.warmUp();
    const pending = expect(engine.proposeNames(idea("a corner bakery"))).rejects.toThrow(/closed/);
    await engine.close();
    await pending;
    await expect(engine.research("Crumb Corner", idea("a corner bakery"))).rejects.toThrow(/closed/);
  });
});

describe("the pool's default size", () => {
  it("leaves one core to the event loop, with at least one thread and at most four", () => {
    expect([1, 2, 3, 8, 64].map((cores) => defaultNamingThreads(cores))).toEqual([1, 1, 2, 4, 4]);
  });
});
