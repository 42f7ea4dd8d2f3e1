import type { NamingEngine } from "../port";

/** What the naming worker answers for: every engine call except the ones the pool handles itself. */
export type EngineMethod = Exclude<keyof NamingEngine, "mode" | "warmUp" | "close">;

export type EngineArgs<M extends EngineMethod> = Parameters<NamingEngine[M]>;
export type EngineResult<M extends EngineMethod> = Awaited<ReturnType<NamingEngine[M]>>;

/** One call, posted to the worker (worker-queue.ts adds the `id` that pairs it with its answer). */
export interface EngineRequest<M extends EngineMethod = EngineMethod> {
  method: M;
  args: EngineArgs<M>;
}
