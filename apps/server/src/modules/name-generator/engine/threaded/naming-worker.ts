import { parentPort } from "node:worker_threads";
import { createOfflineEngine } from "../offline/offline-engine";
import type { WorkerMessage } from "../../../../worker-queue";
import type { EngineRequest } from "./protocol";

// Runs in a worker thread (threaded-engine.ts starts it): loading the engine's data, scoring names and
// rendering logos are tens of milliseconds of CPU each, and the server's event loop must not wait for them.
const port = parentPort;
if (!port) throw new Error("naming-worker runs as a worker thread; use createThreadedEngine().");

const engine = createOfflineEngine();
// The data files, the indexes and the renderer load here, before the first request is taken.
await engine.warmUp();
port.postMessage({ kind: "ready" } satisfies WorkerMessage<unknown>);

port.on("message", (request: EngineRequest & { id: number }) => {
  const call = (engine[request.method] as (...args: unknown[]) => Promise<unknown>).bind(engine);
  call(...request.args).then(
    (value) => port.postMessage({ kind: "answer", id: request.id, value } satisfies WorkerMessage<unknown>),
    (error: unknown) =>
      port.postMessage({
        kind: "failed",
        id: request.id,
        message: error instanceof Error ? error.message : String(error),
      } satisfies WorkerMessage<unknown>),
  );
});
