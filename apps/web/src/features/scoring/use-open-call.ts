import { useCallback } from "react";
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
  const open = useCallback(
    (gongCallId: string) => update(() => ({ call: gongCallId }), { state: { [openedHere]: true } }),
    [update],
  );
  const close = useCallback(() => {
    if (fromHere) void navigate(-1);
    else update(() => ({ call: "" }), { replace: true });
  }, [fromHere, navigate, update]);
  return { open, close };
}
