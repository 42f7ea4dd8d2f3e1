import { useCallback, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import type { DashboardUpdate } from "./dashboard-url-state";

/** Marks the history entries this hook adds, so closing knows whether Back leads to the list. */
const openedHere = "scoring-call-opened";

const wasOpenedHere = (state: unknown): boolean =>
  typeof state === "object" && state !== null && (state as Record<string, unknown>)[openedHere] === true;

/**
 * The open call lives in the address (`call=`), so a reload or a shared link opens it again. Opening adds
 * a history entry: Back closes the dialog, as on a phone. Closing (×, Escape, the overlay) goes back to
 * the entry it came from when it added one, so Back afterwards leaves the list as it would have before;
 * a call opened from a pasted link is closed by replacing the entry.
 */
export function useOpenCall(update: DashboardUpdate) {
  const location = useLocation();
  const navigate = useNavigate();
  const fromHere = wasOpenedHere(location.state);
  // Back lands asynchronously: a call opened before it lands would be closed by it, so it waits for the router
  // to reach another entry than the one Back left. Only that counts as landing: `push` is a new function after
  // renders that have nothing to do with Back.
  const leaving = useRef<string | null>(null);
  const waiting = useRef<string | null>(null);
  const push = useCallback(
    (gongCallId: string) => update(() => ({ call: gongCallId }), { state: { [openedHere]: true } }),
    [update],
  );
  const latestPush = useRef(push);
  useEffect(() => {
    latestPush.current = push;
  }, [push]);
  useEffect(() => {
    if (leaving.current === null || leaving.current === location.key) return;
    leaving.current = null;
    const next = waiting.current;
    waiting.current = null;
    if (next) latestPush.current(next);
  }, [location.key]);
  const open = useCallback(
    (gongCallId: string) => {
      if (leaving.current !== null) waiting.current = gongCallId;
      else push(gongCallId);
    },
    [push],
  );
  const close = useCallback(() => {
    if (fromHere) {
      leaving.current = location.key;
      void navigate(-1);
    } else update(() => ({ call: "" }), { replace: true });
  }, [fromHere, location.key, navigate, update]);
  return { open, close };
}
