import { useQueryClient } from "@tanstack/react-query";
import { clearLandingToken, publishSessionChange, readLandingToken } from "@dugout/signin-widget";
import { useCallback, useEffect, useRef, useState } from "react";
import { identityClient } from "../../lib/identity-client";
import { reloadSession } from "../../lib/session";

export type LandingState =
  | { status: "none" | "authenticating" | "done" }
  | { status: "failed"; message: string }
  /** The server asks the person first (a token this browser did not ask for): nothing is signed in yet. */
  | { status: "confirming"; maskedEmail: string; confirm: () => void; cancel: () => void };

type Progress = { status: "none" | "authenticating" | "done" } | { status: "failed"; message: string };

/**
 * A magic link or OAuth return lands with `token` and `dugout_token_type` (docs/requirements/platform.md#login-token-landing): authenticate it for a session of the server's length (SESSION_MINUTES, 60 by default), then take it out of the
 * address bar. A token this browser did not ask for, or one that would replace another person's session, signs in
 * only once the person confirms ("Sign in as r…@example.com?"); cancelling leaves the session as it was. Reset
 * links are left to the widget, which shows its reset form.
 */
export function useLoginTokenLanding(): LandingState {
  const queryClient = useQueryClient();
  const [landing] = useState(() => {
    const found = readLandingToken();
    return found && (found.kind === "magic_links" || found.kind === "oauth" || found.kind === "verify_email")
      ? found
      : null;
  });
  const [state, setState] = useState<Progress | { status: "confirming"; maskedEmail: string }>({
    status: landing ? "authenticating" : "none",
  });
  const exchange = useCallback(
    (confirm: boolean) => {
      if (!landing) return;
      setState({ status: "authenticating" });
      identityClient
        .authenticateToken({ token: landing.token, kind: landing.kind, ...(confirm && { confirm }) })
        .then(async (answer) => {
          if (answer.status === "confirmation_required") {
            setState({ status: "confirming", maskedEmail: answer.maskedEmail });
            return;
          }
          publishSessionChange("signed_in");
          await reloadSession(queryClient);
          setState({ status: "done" });
        })
        .catch((error: unknown) =>
          setState({ status: "failed", message: error instanceof Error ? error.message : String(error) }),
        );
    },
    [landing, queryClient],
  );
  const started = useRef(false);
  useEffect(() => {
    if (!landing || started.current) return;
    started.current = true;
    clearLandingToken();
    exchange(false);
  }, [landing, exchange]);
  if (state.status !== "confirming") return state;
  return { ...state, confirm: () => exchange(true), cancel: () => setState({ status: "none" }) };
}
