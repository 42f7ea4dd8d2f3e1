import { sessionDestroyingErrorTypes } from "@dugout/contracts/signin-widget-lists";
import { signinWidgetConstants } from "@dugout/contracts/signin-widget-constants";
import { WidgetApiError } from "../client/http";
import type { IdentityClient } from "../client/identity-client";
import { onSessionChange, publishSessionChange } from "./broadcast";

const destroying = new Set<string>([...sessionDestroyingErrorTypes, "unauthenticated"]);

/** True when an error means the session is gone for good (no point retrying). */
export function destroysSession(error: unknown): boolean {
  return error instanceof WidgetApiError && (destroying.has(error.errorType) || error.status === 401);
}

/** Delay before the next refresh: the interval, or 5 s doubling per failure up to the interval. */
export function nextRefreshDelay(
  consecutiveFailures: number,
  intervalMs = signinWidgetConstants.sessionRefreshIntervalMs,
): number {
  if (consecutiveFailures <= 0) return intervalMs;
  return Math.min(intervalMs, 5000 * 2 ** (consecutiveFailures - 1));
}

export interface SessionManagerOptions {
  client: IdentityClient;
  schedule?: (run: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
}

export interface SessionManager {
  /** One refresh now; resolves once the state is known. */
  refresh(): Promise<void>;
  stop(): void;
}

/**
 * Keeps the session alive in the background: a refresh every 3 minutes, sooner retries with backoff
 * after a failure, and a sign-out broadcast when the server says the session is gone.
 */
export function createSessionManager(options: SessionManagerOptions): SessionManager {
  const schedule = options.schedule ?? ((run, ms) => setTimeout(run, ms));
  const cancel = options.cancel ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let failures = 0;
  let signedIn: boolean | undefined;
  let timer: unknown;
  let stopped = false;

  const plan = () => {
    if (stopped) return;
    if (timer !== undefined) cancel(timer);
    timer = schedule(() => void refresh(), nextRefreshDelay(failures));
  };

  const destroyed = () => {
    const was = signedIn;
    signedIn = false;
    if (was) publishSessionChange("signed_out");
  };

  async function refresh(): Promise<void> {
    try {
      const session = await options.client.getSession();
      failures = 0;
      if (session) signedIn = true;
      else destroyed();
    } catch (error) {
      if (destroysSession(error)) {
        failures = 0;
        destroyed();
      } else failures += 1;
    }
    plan();
  }

  const unsubscribe = onSessionChange((change) => {
    signedIn = change === "signed_in";
    failures = 0;
    plan();
  });
  plan();
  return {
    refresh,
    stop() {
      stopped = true;
      unsubscribe();
      if (timer !== undefined) cancel(timer);
    },
  };
}

let shared: { manager: SessionManager; users: number } | undefined;

/**
 * One background refresher per page however many widgets and hooks want one; the returned function
 * releases this user's claim.
 */
export function acquireSessionManager(client: IdentityClient): () => void {
  shared ??= { manager: createSessionManager({ client }), users: 0 };
  shared.users += 1;
  let released = false;
  return () => {
    if (released || !shared) return;
    released = true;
    shared.users -= 1;
    if (shared.users === 0) {
      shared.manager.stop();
      shared = undefined;
    }
  };
}
