import { availableParallelism } from "node:os";
import type { NameIdea, NamingEngine } from "../port";
import { workerEntry } from "../../../../worker-threads";
import { WorkerQueue } from "../../../../worker-queue";
import type { EngineArgs, EngineMethod, EngineRequest, EngineResult } from "./protocol";

/** The worker entry beside this file: naming-worker.ts under tsx, naming-worker.js once compiled. */
const namingWorkerEntry = workerEntry("naming-worker", import.meta.url);

type EngineThread = WorkerQueue<EngineRequest, unknown>;

/**
 * One core is left to the event loop (HTTP, and the queries on embedded PGlite, run there); each thread
 * holds its own copy of the engine's data (about 115 MiB), hence the cap.
 */
export function defaultNamingThreads(cores = availableParallelism()): number {
  return Math.max(1, Math.min(cores - 1, 4));
}

export interface ThreadedEngineOptions {
  /** How many worker threads; defaultNamingThreads() when not given. */
  threads?: number;
  /** The worker module (tests start one that can be made to crash or hang). */
  entry?: URL;
  /** How long one call may take once a worker has it before that worker is deemed stuck and replaced. */
  callTimeoutMs?: number;
  /** How long a worker may take to load the engine's data. */
  startTimeoutMs?: number;
}

/** One engine thread (worker-queue.ts): calls go to its worker one at a time. */
function engineThread(options: ThreadedEngineOptions): EngineThread {
  return new WorkerQueue<EngineRequest, unknown>({
    entry: options.entry ?? namingWorkerEntry,
    name: "The naming engine's worker",
    callTimeoutMs: options.callTimeoutMs ?? 20_000,
    startTimeoutMs: options.startTimeoutMs ?? 60_000,
    failure: (request) => `The naming engine failed (${request.method})`,
    describeWait: (request) => `did not answer ${request.method}`,
  });
}

const ideaKey = (idea: NameIdea) =>
  JSON.stringify([idea.description, idea.industry, idea.idealCustomer, idea.brandReferences, idea.vibe]);

/** FNV-1a: a stable thread for each idea. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/**
 * The offline engine (engine/offline/) run in a pool of worker threads, behind the same port, so neither
 * its warm-up, nor scoring, nor logo rendering holds the server's event loop. Calls about one idea always
 * go to the same thread: the engine remembers the candidates it proposed for an idea and researches them
 * with what it knew when it made them, exactly as in process. Logos (no idea) go to the least busy thread.
 * A crash or a stuck call fails that call only; the thread starts a fresh worker for the next ones.
 */
export function createThreadedEngine(options: ThreadedEngineOptions = {}): NamingEngine {
  const size = Math.max(1, options.threads ?? defaultNamingThreads());
  const threads = Array.from({ length: size }, () => engineThread(options));

  const forIdea = (idea: NameIdea) => threads[hash(ideaKey(idea)) % threads.length] ?? threads[0];
  const leastBusy = () => threads.reduce((best, thread) => (thread.load < best.load ? thread : best));

  function call<M extends EngineMethod>(
    thread: EngineThread | undefined,
    method: M,
    ...args: EngineArgs<M>
  ): Promise<EngineResult<M>> {
    if (!thread) return Promise.reject(new Error("The naming engine has no thread."));
    return thread.call({ method, args }) as Promise<EngineResult<M>>;
  }

  return {
    mode: "offline",
    async warmUp() {
      await Promise.all(threads.map((thread) => thread.start()));
    },
    proposeNames: (idea) => call(forIdea(idea), "proposeNames", idea),
    research: (name, idea) => call(forIdea(idea), "research", name, idea),
    taglines: (name, idea) => call(forIdea(idea), "taglines", name, idea),
    logoDirections: (name, idea) => call(forIdea(idea), "logoDirections", name, idea),
    brandPersonality: (name, idea) => call(forIdea(idea), "brandPersonality", name, idea),
    colorPalettes: (name, idea) => call(forIdea(idea), "colorPalettes", name, idea),
    async logoImage(name, direction, idea) {
      // Buffers cross the thread boundary as plain Uint8Arrays.
      const made = await call(leastBusy(), "logoImage", name, direction, idea);
      const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const { png, transparentPng, svg } = made.value;
      return {
        engine: made.engine,
        value: { png: asBuffer(png), transparentPng: transparentPng && asBuffer(transparentPng), svg },
      };
    },
    async close() {
      await Promise.all(threads.map((thread) => thread.close()));
    },
  };
}
