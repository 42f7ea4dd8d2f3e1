import type { PasswordStrengthResult } from "@dugout/contracts/signin-widget";
import { useEffect, useState } from "react";
import { WidgetApiError } from "../client/http";
import { useWidget } from "../state/context";

/** Pause after the last keystroke before asking the server (docs/requirements/sign-in-widget.md#validation-rules debounces, length not given). */
const strengthDebounceMs = 300;

export interface StrengthState {
  result: PasswordStrengthResult | null;
  /** The strength call's own failure (e.g. invalid_email), shown under the field. */
  error: string;
  /** True until the verdict for the current password has arrived. */
  checking: boolean;
}

interface Verdict {
  password: string;
  result: PasswordStrengthResult | null;
  error: string;
}

/** The server's strength verdict for the current password, debounced; stale answers are ignored. */
export function useStrength(email: string, password: string): StrengthState {
  const { client, setRetryUntil } = useWidget();
  const [verdict, setVerdict] = useState<Verdict>({ password: "", result: null, error: "" });
  useEffect(() => {
    if (!password) return undefined;
    let live = true;
    const timer = setTimeout(() => {
      client
        .passwordStrength({ email: email || undefined, password })
        .then((result) => live && setVerdict({ password, result, error: "" }))
        .catch((error: unknown) => {
          if (!live) return;
          if (error instanceof WidgetApiError && error.status === 429) {
            setRetryUntil(Date.now() + (error.retryAfterSeconds ?? 60) * 1000);
          }
          setVerdict({ password, result: null, error: error instanceof Error ? error.message : "" });
        });
    }, strengthDebounceMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, email, password, setRetryUntil]);
  if (!password) return { result: null, error: "", checking: false };
  // While a newer password is being checked, the last verdict stays on screen (no flicker).
  return { result: verdict.result, error: verdict.error, checking: verdict.password !== password };
}
