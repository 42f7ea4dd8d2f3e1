import { oneTapConstants } from "@dugout/contracts/signin-widget-constants";
import { oneTapErrorMessages, type OAuthProviderConfig, type OneTapErrorReason } from "@dugout/contracts/signin-widget";
import { useEffect, useId, useRef, useState } from "react";
import { WidgetApiError } from "../client/http";
import { Spinner } from "../components/ui";
import { useWidget } from "../state/context";
import { loadGoogleIdentityServices } from "./gis";
import { oneTapFloats, reasonBeforePrompt, reasonFromGoogle } from "./one-tap-reasons";

interface OneTapProps {
  provider: OAuthProviderConfig;
  providers: readonly OAuthProviderConfig[];
}

/**
 * Google One Tap (loaded only when a configuration turns it on): Google's prompt, embedded in the
 * widget or floating, whose credential signs in through the server. Embedded, its box starts 47 px
 * high, follows the prompt's size (resizes settle for 100 ms) and goes back to 47 px when the prompt
 * is closed. A reason it cannot be shown is logged, and shown in the widget to developers only (a
 * server outside production); the Google button next to it always remains.
 */
export default function OneTap({ provider, providers }: OneTapProps) {
  const { config, bootstrap, client, signedIn, dispatch } = useWidget();
  const floating = oneTapFloats(provider, providers);
  const promptId = `dw-one-tap-${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const prompt = useRef<HTMLDivElement>(null);
  const [prompted, setPrompted] = useState(false);
  const [height, setHeight] = useState<number>(oneTapConstants.defaultHeightPx);
  const [googleReason, setGoogleReason] = useState<OneTapErrorReason>("none");
  const clientId = bootstrap.oneTap?.clientId;
  // Until the server's answer is in (the cached bootstrap may predate One Tap), nothing is decided.
  const beforePrompt = bootstrap.oneTap === undefined ? undefined : reasonBeforePrompt(config, bootstrap.oneTap);
  const reason = beforePrompt && beforePrompt !== "none" ? beforePrompt : googleReason;
  const loading = beforePrompt === undefined || (beforePrompt === "none" && !prompted);
  const sessionDurationMinutes = config.sessionOptions.sessionDurationMinutes;
  const loginRedirectUrl = config.oauthOptions?.loginRedirectURL;

  useEffect(() => {
    if (beforePrompt !== "none" || !clientId) return;
    let live = true;
    const complete = async (credential: string) => {
      try {
        await client.oneTapAuthenticate({ credential, sessionDurationMinutes });
        signedIn("oauth");
        if (loginRedirectUrl) window.location.assign(loginRedirectUrl);
      } catch (error) {
        if (live)
          dispatch({ type: "setError", message: error instanceof WidgetApiError ? error.message : String(error) });
      }
    };
    loadGoogleIdentityServices().then(
      (gis) => {
        if (!live) return;
        gis.initialize({
          client_id: clientId,
          callback: ({ credential }) => void complete(credential),
          ...(floating ? {} : { prompt_parent_id: promptId }),
          cancel_on_tap_outside: false,
          itp_support: true,
        });
        gis.prompt((notification) => {
          if (!live) return;
          setPrompted(true);
          if (notification.isNotDisplayed()) {
            const notShown = notification.getNotDisplayedReason();
            console.info(`Google One Tap was not shown: ${notShown}`);
            setGoogleReason(reasonFromGoogle(notShown));
          }
          if (notification.isSkippedMoment() || notification.isDismissedMoment()) {
            setHeight(oneTapConstants.defaultHeightPx);
          }
        });
      },
      (error: unknown) => {
        if (!live) return;
        setPrompted(true);
        console.info(`Google One Tap is unavailable: ${String(error)}`);
      },
    );
    return () => {
      live = false;
      window.google?.accounts?.id?.cancel();
    };
  }, [
    beforePrompt,
    clientId,
    client,
    signedIn,
    dispatch,
    floating,
    promptId,
    sessionDurationMinutes,
    loginRedirectUrl,
  ]);

  // The embedded box follows the prompt Google draws in it, once its size has settled.
  useEffect(() => {
    const element = prompt.current;
    if (floating || !element || typeof ResizeObserver === "undefined") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const drawn = element.getBoundingClientRect().height;
        setHeight(drawn > 0 ? Math.ceil(drawn) : oneTapConstants.defaultHeightPx);
      }, oneTapConstants.resizeDebounceMs);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [floating]);

  useEffect(() => {
    if (reason !== "none") console.info(oneTapErrorMessages[reason]);
  }, [reason]);

  return (
    <>
      {loading && (
        <span className="dw-one-tap-loading" role="status" aria-label="Loading Google One Tap">
          <Spinner />
        </span>
      )}
      {!floating && reason === "none" && (
        <div className="dw-one-tap" style={{ height }} data-testid="one-tap">
          <div id={promptId} ref={prompt} />
        </div>
      )}
      {reason !== "none" && bootstrap.developerMessages && (
        <p className="dw-dev-note" role="note">
          {oneTapErrorMessages[reason]}
        </p>
      )}
    </>
  );
}
