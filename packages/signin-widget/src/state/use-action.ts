import { useCallback, useEffect, useRef, useState } from "react";
import { WidgetApiError } from "../client/http";
import { useWidget } from "./context";

/** The message a failure shows: the server's error_message, or the error's own text. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export interface ActionOptions {
  /**
   * Where a failure shows: under the screen's field (`field`, the default), or in the banner when the
   * call belongs to no field (a send from a button, a resend).
   */
  errorsIn?: "field" | "banner";
}

/**
 * Runs one of a screen's calls: tracks busy, turns a 429 into the shared countdown and any other
 * failure into the screen's error message or banner (unless the caller's onError handles it).
 */
export function useAction({ errorsIn = "field" }: ActionOptions = {}) {
  const widget = useWidget();
  const { dispatch, setRetryUntil, t, callbacks } = widget;
  const [busy, setBusy] = useState(false);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const run = useCallback(
    async (task: () => Promise<void>, onError?: (error: unknown) => boolean | Promise<boolean>) => {
      setBusy(true);
      dispatch({ type: "clearError" });
      dispatch({ type: "dismissBanner" });
      try {
        await task();
      } catch (error) {
        if (error instanceof WidgetApiError && error.status === 429) {
          setRetryUntil(Date.now() + (error.retryAfterSeconds ?? 60) * 1000);
        } else if (!(onError && (await onError(error)))) {
          const message = messageOf(error, t("genericError"));
          if (errorsIn === "banner") dispatch({ type: "showBanner", banner: { kind: "error", message } });
          else dispatch({ type: "setError", message });
          callbacks.onError?.({ message });
        }
      } finally {
        if (live.current) setBusy(false);
      }
    },
    [dispatch, setRetryUntil, t, callbacks, errorsIn],
  );
  return { run, busy };
}
