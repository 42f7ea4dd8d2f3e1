import { useEffect, useRef } from "react";
import { WidgetApiError } from "../client/http";
import { useWidget } from "../state/context";
import type { StringKey } from "../strings";

/**
 * Runs a screen's wallet step once on arrival. A failure (the person declined in the wallet: EIP-1193's
 * code 4001, or anything the wallet or server threw) shows CryptoError with the step's line; a refusal
 * by the server adds its own words in the banner. Leaving the screen (the back arrow) drops the result.
 */
export function useWalletStep(
  step: (isLive: () => boolean) => Promise<void>,
  failure: StringKey & ("walletConnectFailed" | "walletSignFailed"),
): void {
  const { dispatch, t, callbacks } = useWidget();
  const started = useRef(false);
  const live = useRef(true);
  // The step of the first render: it runs once, on arrival.
  const run = useRef(step);
  useEffect(() => {
    live.current = true;
    if (!started.current) {
      started.current = true;
      run
        .current(() => live.current)
        .catch((error: unknown) => {
          if (!live.current) return;
          dispatch({ type: "goto", screen: "CryptoError" });
          dispatch({ type: "setError", message: t(failure) });
          if (error instanceof WidgetApiError && error.message) {
            dispatch({ type: "showBanner", banner: { kind: "error", message: error.message } });
          }
          callbacks.onError?.({ message: t(failure) });
        });
    }
    return () => {
      live.current = false;
    };
  }, [dispatch, t, failure, callbacks]);
}
