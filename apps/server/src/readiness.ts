/**
 * What /readyz answers besides the database (modules/health): whether the process is draining, and
 * the other stores a request may depend on. A load balancer sends work only to an instance that says
 * ready, so the answer must be true: a store that is away makes it 503, and so does a shutdown,
 * from its first moment (server.ts), while requests already routed here are still served.
 */
export interface Readiness {
  /** True from SIGTERM on: readiness fails at once; requests are still served during the grace. */
  readonly draining: boolean;
  beginDraining(): void;
  /** Throws when the job queue cannot take work (not started yet, stopped, or its connection is gone). */
  jobQueue(): Promise<void>;
  /** Present when REDIS_URL is set: throws when Redis does not answer. */
  redis?: () => Promise<void>;
}

export function createReadiness(checks: Pick<Readiness, "jobQueue" | "redis">): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    beginDraining() {
      draining = true;
    },
    ...checks,
  };
}
