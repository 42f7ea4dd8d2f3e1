/** A change of sign-in state that every open tab of the app must see. */
export type SessionChange = "signed_in" | "signed_out";
export type SessionListener = (change: SessionChange, origin: "this_tab" | "other_tab") => void;

const channelName = "dugout-session";
/** Fallback for browsers without BroadcastChannel: a storage write fires `storage` in other tabs. */
export const sessionStorageKey = "dugout-session-event";

const listeners = new Set<SessionListener>();
let channel: BroadcastChannel | undefined;
let wired = false;

const isChange = (value: unknown): value is SessionChange => value === "signed_in" || value === "signed_out";

function notify(change: SessionChange, origin: "this_tab" | "other_tab") {
  for (const listener of [...listeners]) listener(change, origin);
}

function wire() {
  if (wired || typeof window === "undefined") return;
  wired = true;
  if (typeof BroadcastChannel === "function") {
    channel = new BroadcastChannel(channelName);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (isChange(event.data)) notify(event.data, "other_tab");
    };
    return;
  }
  window.addEventListener("storage", (event) => {
    if (event.key !== sessionStorageKey || !event.newValue) return;
    try {
      const change: unknown = (JSON.parse(event.newValue) as { change?: unknown }).change;
      if (isChange(change)) notify(change, "other_tab");
    } catch {
      // another writer's value: not ours to read
    }
  });
}

/** Tells this tab's listeners and every other tab. */
export function publishSessionChange(change: SessionChange): void {
  wire();
  if (channel) channel.postMessage(change);
  else {
    try {
      // A fresh value each time, or a repeated sign-out would not fire the event.
      localStorage.setItem(sessionStorageKey, JSON.stringify({ change, at: Date.now(), nonce: Math.random() }));
    } catch {
      // storage disabled: other tabs catch up at their next refresh
    }
  }
  notify(change, "this_tab");
}

export function onSessionChange(listener: SessionListener): () => void {
  wire();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: forget the wiring so each test sees the globals it set up. */
export function resetSessionBroadcastForTests(): void {
  channel?.close();
  channel = undefined;
  wired = false;
  listeners.clear();
}
