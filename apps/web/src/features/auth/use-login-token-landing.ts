import { useQueryClient } from "@tanstack/react-query";
import { clearLandingToken, publishSessionChange, readLandingToken } from "@dugout/signin-widget";
import { useEffect, useRef, useState } from "react";
import { identityClient } from "../../lib/identity-client";
import { reloadSession } from "../../lib/session";

export type LandingState = { status: "none" | "authenticating" | "done" } | { status: "failed"; message: string };

/**
 * A magic link or OAuth return lands with `token` and `dugout_token_type` (docs/requirements/platform.md#login-token-landing): authenticate it for a session of the server's length (SESSION_MINUTES, 60 by default), then take it out of the
 * address bar. Reset
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
  const [state, setState] = useState<LandingState>({ status: landing ? "authenticating" : "none" });
  const started = useRef(false);
  useEffect(() => {
    if (!landing || started.current) return;
    started.current = true;
    clearLandingToken();
    identityClient
      .authenticateToken({ token: landing.token, kind: landing.kind })
      .then(async () => {
        publishSessionChange("signed_in");
        await reloadSession(queryClient);
        setState({ status: "done" });
      })
      .catch((error: unknown) =>
        setState({ status: "failed", message: error instanceof Error ? error.message : String(error) }),
      );
  }, [landing, queryClient]);
  return state;
}
