import { dataCacheConstants } from "@dugout/contracts/signin-widget-constants";

/** The part of the Network Information API the cache reads; absent in Firefox and Safari. */
interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

const slowTypes: readonly string[] = dataCacheConstants.slowEffectiveTypes;

/** True on a connection the browser reports as slow, or when the user asked to save data. */
export function isSlowNetwork(nav: Navigator | undefined = globalThis.navigator): boolean {
  const connection = (nav as (Navigator & { connection?: NetworkInformation }) | undefined)?.connection;
  if (!connection) return false;
  return connection.saveData === true || slowTypes.includes(connection.effectiveType ?? "");
}

/** How long to wait before retrying a failed read: 5 s, or 10 s on a slow network. */
export function retryIntervalMs(nav?: Navigator): number {
  return isSlowNetwork(nav) ? dataCacheConstants.slowNetworkRetryIntervalMs : dataCacheConstants.retryIntervalMs;
}

/**
 * Focus revalidation, throttled: the page regaining focus re-reads at most once per 5 s, however many
 * widgets are on the page or however often the user switches tabs.
 */
export function createFocusThrottle(now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (at - last < dataCacheConstants.focusThrottleIntervalMs) return false;
    last = at;
    return true;
  };
}
