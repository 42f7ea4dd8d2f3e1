import { parentPort } from "node:worker_threads";
import type { EstimateRequest } from "./strength-estimator";

/**
 * For tests only (password-policy.test.ts starts it as the worker entry): the real strength worker,
 * plus two passwords that break it the ways a worker can break, so the tests can watch the policy
 * recover. This listener runs before the real one.
 */
parentPort?.addEventListener("message", (event) => {
  const request = (event as Event & { data: EstimateRequest }).data;
  if (request.password === "crash the strength worker") {
    // The real listener must not answer first; the throw is then the worker's uncaught exception.
    event.stopImmediatePropagation();
    throw new Error("The strength worker crashed on purpose.");
  }
  if (request.password === "hang the strength worker") {
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      // Busy, as a runaway estimate would be: only terminate() ends it.
    }
  }
});

await import("./strength-worker");
