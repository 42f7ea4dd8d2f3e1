import { parentPort } from "node:worker_threads";
import type { WorkerMessage } from "../../../../worker-queue";
import { createEstimator, type EstimateRequest, type StrengthEstimate } from "./strength-estimator";

// Runs in a worker thread (strength-thread.ts starts it): even bounded, an estimate takes up to
// ~0.1 s of CPU, and the server's event loop must not wait for it.
const port = parentPort;
if (!port) throw new Error("strength-worker runs as a worker thread; use StrengthThread.");

const estimate = createEstimator();
// The first check compiles the matchers; pay for it before saying ready.
estimate("warm-up", []);
port.postMessage({ kind: "ready" } satisfies WorkerMessage<StrengthEstimate>);

port.on("message", (request: EstimateRequest & { id: number }) => {
  let answer: WorkerMessage<StrengthEstimate>;
  try {
    answer = { kind: "answer", id: request.id, value: estimate(request.password, request.userInputs) };
  } catch (error) {
    answer = { kind: "failed", id: request.id, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
