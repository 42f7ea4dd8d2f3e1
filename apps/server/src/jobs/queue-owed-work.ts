import type { FastifyBaseLogger } from "fastify";
import { JobQueueStoppedError } from "./types";

/**
 * Queues, without holding up start-up, work owed from before this start (records left pending by an
 * earlier process). When the app closes before the queue takes it, the records are still pending, so the
 * next start owes the same work: that is not worth a log line. Any other failure is.
 */
export function queueOwedWork(log: FastifyBaseLogger, what: string, send: () => Promise<unknown>): void {
  void send().catch((error: unknown) => {
    if (error instanceof JobQueueStoppedError) return;
    log.error({ err: error }, `queueing ${what} failed`);
  });
}
