import { dataCacheConstants } from "@dugout/contracts/signin-widget-constants";
import { useEffect, useState } from "react";
import type { IdentityClient, WidgetBootstrap } from "./client/identity-client";
import { createFocusThrottle, retryIntervalMs } from "./data-cache-timing";

const storageKey = "dugout-widget-bootstrap";
const empty: WidgetBootstrap = { emailDomains: [], passwordConfig: null, oauthProviders: [] };
let memory: WidgetBootstrap | undefined;
let fetchedAt = 0;
let pending: Promise<WidgetBootstrap> | undefined;

/** Synchronous read: what this page or an earlier visit already knows. */
function cachedBootstrap(): WidgetBootstrap {
  if (memory) return memory;
  try {
    const stored = localStorage.getItem(storageKey);
    if (stored) memory = { ...empty, ...(JSON.parse(stored) as Partial<WidgetBootstrap>) };
  } catch {
    // storage disabled or unreadable: start empty
  }
  return memory ?? empty;
}

/** Asynchronous refresh, deduplicated within 2 s across every widget on the page. */
export function loadBootstrap(client: IdentityClient, now = Date.now()): Promise<WidgetBootstrap> {
  if (pending) return pending;
  if (memory && now - fetchedAt < dataCacheConstants.dedupeIntervalMs) return Promise.resolve(memory);
  pending = client
    .bootstrap()
    .then((answer) => {
      memory = answer;
      fetchedAt = Date.now();
      try {
        localStorage.setItem(storageKey, JSON.stringify(answer));
      } catch {
        // not persisted: the next page load fetches again
      }
      return answer;
    })
    .finally(() => (pending = undefined));
  return pending;
}

/** True once the server has answered on this page (the cached copy may be from an earlier visit, or empty). */
export const bootstrapIsFresh = (): boolean => fetchedAt > 0;

/** One throttle for the page: every widget's focus listener shares it. */
let focusAllowed = createFocusThrottle();

/**
 * Cached bootstrap first (sync), then the server's answer (async). A failed read is retried after the
 * retry interval (longer on slow networks) while the widget is shown; the page regaining focus or
 * becoming visible re-reads, throttled.
 */
export function useBootstrap(client: IdentityClient): WidgetBootstrap {
  const [bootstrap, setBootstrap] = useState(cachedBootstrap);
  useEffect(() => {
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      if (retry !== undefined) clearTimeout(retry);
      retry = undefined;
      loadBootstrap(client)
        .then((answer) => live && setBootstrap(answer))
        .catch(() => {
          if (live) retry = setTimeout(load, retryIntervalMs());
        });
    };
    const onFocus = () => {
      if (document.visibilityState !== "hidden" && focusAllowed()) load();
    };
    load();
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onFocus);
    return () => {
      live = false;
      if (retry !== undefined) clearTimeout(retry);
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onFocus);
    };
  }, [client]);
  return bootstrap;
}

export function resetBootstrapCacheForTests(): void {
  memory = undefined;
  fetchedAt = 0;
  pending = undefined;
  focusAllowed = createFocusThrottle();
}
