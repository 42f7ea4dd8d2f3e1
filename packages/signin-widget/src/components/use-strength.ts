import type { PasswordStrengthResult } from "@dugout/contracts/signin-widget";
import { useEffect, useState } from "react";
import { WidgetApiError } from "../client/http";
import { useWidget } from "../state/context";

/** Pause after the last keystroke before asking the server (the spec debounces, length not shown). */
export const strengthDebounceMs = 300;

export interface StrengthState {
  result: PasswordStrengthResult | null;
  /** The strength call's own failure (e.g. invalid_email), shown under the field. */
  error: string;
  checking: boolean;
}

/** The server's strength verdict for the current password, debounced; stale answers are ignored. */
export function useStrength(email: string, password: string): StrengthState {
  const { client, setRetryUntil } = useWidget();
  const [state, setState] = useState<StrengthState>({ result: null, error: "", checking: false });
  useEffect(() => {
    if (!password) {
      setState({ result: null, error: "", checking: false });
      return undefined;
    }
    let live = true;
    setState((previous) => ({ ...previous, checking: true }));
    const timer = setTimeout(() => {
      client
        .passwordStrength({ email: email || undefined, password })
        .then((result) => live && setState({ result, error: "", checking: false }))
        .catch((error: unknown) => {
          if (!live) return;
          if (error instanceof WidgetApiError && error.status === 429) {
            setRetryUntil(Date.now() + (error.retryAfterSeconds ?? 60) * 1000);
          }
          setState({ result: null, error: error instanceof Error ? error.message : "", checking: false });
        });
    }, strengthDebounceMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, email, password, setRetryUntil]);
  return state;
}
