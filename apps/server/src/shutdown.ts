import type { Database } from "@dugout/db";
import type { App } from "./context";

export interface ShutdownOptions {
  app: App;
  database: Database;
  /** SHUTDOWN_GRACE_SECONDS: how long requests are still served after SIGTERM. */
  graceSeconds: number;
  /** SHUTDOWN_DRAIN_SECONDS: how long the close may take after the grace before the process is forced out. */
  drainSeconds: number;
  /** What else to tidy once everything is closed (the runtime file of the embedded data folder). */
  afterClose?: () => void;
  exit?: (code: number) => void;
}

/**
 * A shutdown a rolling deploy loses nothing to (docs/decisions/0034-graceful-shutdown-and-truthful-readiness.md):
 * 1. at once, /readyz answers 503 `draining`, so the load balancer stops sending new work;
 * 2. for the grace, everything is still served (a request the balancer already routed here, a call's
 *    autosave) and live practice calls go on;
 * 3. then the app closes: no new connections, new requests on open ones get 503, requests in flight
 *    finish (and their connections close once answered); the simulator hangs up its calls and the batting
 *    cage ends them (`server_shutdown`) and scores them; the job queue stops (running jobs finish or go back
 *    to the queue); the log is flushed; the database closes;
 * 4. a close that takes longer than the drain deadline exits with 1 (the orchestrator's kill would come next).
 * SIGINT (Ctrl-C at a terminal) skips the grace; a second signal cuts the grace short, or, after it, exits at once.
 */
export function installShutdown(options: ShutdownOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  let endGrace: (() => void) | undefined;

  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) {
      // A second signal: during the grace it ends the grace; after it, the operator insists.
      if (endGrace) endGrace();
      else exit(1);
      return;
    }
    closing = true;
    const { app, database } = options;
    const graceSeconds = signal === "SIGTERM" ? options.graceSeconds : 0;
    app.readiness.beginDraining();
    app.log.info({ signal, graceSeconds, drainSeconds: options.drainSeconds }, "shutting down");
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, graceSeconds * 1000);
      endGrace = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    endGrace = undefined;
    const force = setTimeout(() => {
      // The app's logger may be closed by now: straight to stderr.
      console.error(`Shutdown took longer than SHUTDOWN_DRAIN_SECONDS (${options.drainSeconds} s); exiting.`);
      exit(1);
    }, options.drainSeconds * 1000);
    force.unref();
    // app.close() ends the keep-alive connections idle at that moment; one whose request is still running stays
    // open after its answer until the client lets go (a proxy keeps its connections for minutes, Fastify's
    // keepAliveTimeout is 72 s), which would hold the close past the drain. So each closes as it goes idle.
    const closeIdleConnections = setInterval(() => app.server.closeIdleConnections(), 100);
    let code = 0;
    try {
      await app.close();
      await database.close();
      options.afterClose?.();
    } catch (error) {
      console.error("Shutdown failed:", error);
      code = 1;
    } finally {
      clearInterval(closeIdleConnections);
      exit(code);
    }
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, (received) => void shutdown(received));
}
