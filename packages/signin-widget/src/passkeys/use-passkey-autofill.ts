import { signinWidgetConstants } from "@dugout/contracts/signin-widget-constants";
import { useCallback, useEffect, useRef } from "react";
import { useWidget } from "../state/context";
import { passkeySignInMessage } from "./passkey-errors";
import { usePasskeySignIn } from "./use-passkey-sign-in";
import { usePasskeySupport } from "./use-passkey-support";

/**
 * Passkeys offered in the email field's autofill (conditional mediation), while the field is shown:
 * the request waits for the user to pick a passkey; a failure starts it again, at most
 * `passkeyAutofillRetries` times in all (one fewer after each failure). Leaving Main (unmounting) or
 * submitting the form cancels it. Returns the field's autocomplete value and the cancel.
 */
export function usePasskeyAutofill(): { autoComplete: string; cancel: () => void } {
  const { client, config, dispatch, t } = useWidget();
  const enabled = config.products.includes("passkeys");
  const support = usePasskeySupport(client, enabled);
  const active = Boolean(support?.autofill);
  const signIn = usePasskeySignIn();
  const controller = useRef<AbortController | null>(null);
  // The latest callbacks, read by the running loop: the widget's context changes with every state
  // change (an error shown, say), and restarting the request then would undo the retry count.
  const latest = useRef({ signIn, dispatch, t });
  useEffect(() => {
    latest.current = { signIn, dispatch, t };
  });

  useEffect(() => {
    if (!active) return;
    const abort = new AbortController();
    controller.current = abort;
    void (async () => {
      let retriesLeft: number = signinWidgetConstants.passkeyAutofillRetries;
      while (retriesLeft > 0 && !abort.signal.aborted) {
        try {
          await latest.current.signIn(true, abort.signal);
          return;
        } catch (error) {
          if (abort.signal.aborted) return;
          retriesLeft -= 1;
          // A closed prompt is no failure to report; a passkey the server does not know is.
          const message = passkeySignInMessage(error, latest.current.t);
          if (message) latest.current.dispatch({ type: "setError", message });
        }
      }
    })();
    return () => abort.abort();
  }, [active]);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { autoComplete: active ? "username webauthn" : "email", cancel };
}
