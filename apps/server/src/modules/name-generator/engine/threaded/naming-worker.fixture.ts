import { parentPort } from "node:worker_threads";
import type { EngineRequest } from "./protocol";

/**
 * For tests only (threaded-engine.test.ts starts it as the worker entry): the real naming worker, plus
 * two ideas that break it the ways a worker can break, so the tests can watch the engine recover. This
 * listener runs before the real one.
 */
parentPort?.addEventListener("message", (event) => {
  const request = (event as Event & { data: EngineRequest }).data;
  const description =
    request.method === "proposeNames" ? (request as EngineRequest<"proposeNames">).args[0].description : "";
  if (description === "crash the naming worker") {
    // The real listener must not answer first; the throw is then the worker's uncaught exception.
    event.stopImmediatePropagation();
    throw new Error("The naming worker crashed on purpose.");
  }
  if (description === "hang the naming worker") {
    event.stopImmediatePropagation();
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      // Busy, as a runaway scoring loop would be: only terminate() ends it.
    }
  }
});

await import("./naming-worker");
