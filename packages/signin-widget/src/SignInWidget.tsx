import type { WidgetConfigInput } from "@dugout/contracts/signin-widget";
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from "react";
import { useBootstrap } from "./bootstrap-cache";
import { resolveWidgetConfig } from "./config";
import { createIdentityClient, type IdentityClient } from "./client/identity-client";
import { ErrorScreen } from "./screens/ErrorScreen";
import { screenRegistry } from "./screens/registry";
import { serverLimitProblems } from "./server-limits";
import { acquireSessionManager } from "./session/session-manager";
import { publishSessionChange } from "./session/broadcast";
import { createPhoneParse, type PhoneParse } from "./phone/phone-parse";
import { Shell } from "./Shell";
import { WidgetBanner } from "./components/WidgetBanner";
import { WidgetContext, type WidgetCallbacks, type WidgetContextValue } from "./state/context";
import { announceSuccess } from "./state/announce-success";
import { initialWidgetState, widgetReducer } from "./state/machine";
import { createTranslate, type WidgetStrings } from "./strings";
import { createTelemetry } from "./telemetry";
import { resolveTheme, themeVariables, type WidgetThemeOverrides } from "./theme";
import {
  clearLandingError,
  clearLandingToken,
  currentReturnUrl,
  readLandingError,
  readLandingToken,
} from "./token-landing";
import { createToastStore } from "./toasts/toast-store";
import { Toaster } from "./toasts/Toaster";

export interface SignInWidgetProps {
  /** Products and their options (docs/requirements/sign-in-widget.md#configuration); validated, errors shown in place. */
  config?: WidgetConfigInput;
  /** Theme overrides; the defaults of docs/requirements/sign-in-widget.md#theme otherwise. */
  styles?: WidgetThemeOverrides;
  /** Text overrides, e.g. for another language. */
  strings?: WidgetStrings;
  callbacks?: WidgetCallbacks;
  /** Where the identity server is; the page's own origin by default. */
  baseUrl?: string;
  /** For tests and custom transports. */
  client?: IdentityClient;
  /** The phone form's parse service; for tests (slow or failing parsers). */
  phoneParse?: PhoneParse;
  /** Where the widget starts: Main, or RegisterNewPasskey to offer a signed-in user a passkey. */
  initialScreen?: "Main" | "RegisterNewPasskey";
}

/** Re-validate only when the configuration's content changes, not on every host render. */
function useStableValue<T>(value: T): T {
  const key = JSON.stringify(value ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on content: hosts pass new objects each render
  return useMemo(() => value, [key]);
}

export function SignInWidget(props: SignInWidgetProps) {
  const config = useStableValue(props.config);
  const result = useMemo(() => resolveWidgetConfig(config), [config]);
  const styles = useStableValue(props.styles);
  const theme = useMemo(() => resolveTheme(styles), [styles]);
  const shadow = result.ok ? result.config.enableShadowDOM : Boolean(config?.enableShadowDOM);
  return (
    <Shell shadow={shadow}>
      <div className="dw-root" style={themeVariables(theme)} data-testid="signin-widget">
        {result.ok ? (
          <Widget {...props} config={result.config} theme={theme} />
        ) : (
          <p className="dw-config-error" role="alert">
            {result.error}
          </p>
        )}
      </div>
    </Shell>
  );
}

type WidgetProps = Omit<SignInWidgetProps, "config"> & {
  config: WidgetContextValue["config"];
  theme: WidgetContextValue["theme"];
};

function Widget({
  config,
  theme,
  strings,
  callbacks: callbackProp,
  baseUrl,
  client: clientProp,
  phoneParse: phoneParseProp,
  initialScreen = "Main",
}: WidgetProps) {
  const [defaultPhoneParse] = useState(() => createPhoneParse());
  const phoneParse = phoneParseProp ?? defaultPhoneParse;
  const client = useMemo(() => clientProp ?? createIdentityClient({ baseUrl }), [clientProp, baseUrl]);
  const stableStrings = useStableValue(strings);
  const t = useMemo(() => createTranslate(stableStrings), [stableStrings]);
  const [landing] = useState(() => readLandingToken());
  const [landingError] = useState(() => readLandingError());
  const [state, dispatch] = useReducer(widgetReducer, undefined, () => {
    const initial = initialWidgetState(landing?.kind === "reset_password" ? "PasswordResetForm" : initialScreen);
    if (landing?.kind === "reset_password") initial.resetPassword.token = landing.token;
    // A failed social sign-in belongs to no field: it is the screen's banner.
    if (landingError) initial.banner = { kind: "error", message: landingError };
    return initial;
  });
  const [retryUntil, setRetryUntil] = useState(0);
  const [toasts] = useState(() => createToastStore());
  const [telemetry] = useState(() => createTelemetry({ send: (events) => client.logEvents(events) }));
  const bootstrap = useBootstrap(client);
  const callbacksRef = useRef(callbackProp);
  useLayoutEffect(() => {
    callbacksRef.current = callbackProp;
  }, [callbackProp]);
  const callbacks = useMemo<WidgetCallbacks>(
    () => ({
      onEvent: (event) => callbacksRef.current?.onEvent?.(event),
      onSuccess: (data) => callbacksRef.current?.onSuccess?.(data),
      onError: (error) => callbacksRef.current?.onError?.(error),
    }),
    [],
  );

  useEffect(() => acquireSessionManager(client), [client]);
  useEffect(() => {
    if (landingError) clearLandingError();
  }, [landingError]);
  useEffect(() => {
    // Events still queued when the page is hidden or left would otherwise be lost.
    const flushWhenHidden = () => {
      if (document.visibilityState === "hidden") void telemetry.flush();
    };
    document.addEventListener("visibilitychange", flushWhenHidden);
    return () => {
      document.removeEventListener("visibilitychange", flushWhenHidden);
      void telemetry.flush();
    };
  }, [telemetry]);

  const value = useMemo<WidgetContextValue>(
    () => ({
      state,
      dispatch,
      config,
      theme,
      t,
      client,
      bootstrap,
      toasts,
      telemetry,
      callbacks,
      retryUntil,
      setRetryUntil,
      returnUrl: currentReturnUrl(),
      phoneParse,
      signedIn(method) {
        publishSessionChange("signed_in");
        callbacks.onEvent?.({ type: "signed in", data: { method } });
        void announceSuccess(client, method, callbacks.onSuccess);
      },
    }),
    [state, config, theme, t, client, bootstrap, toasts, telemetry, callbacks, retryUntil, phoneParse],
  );

  useLandingToken(value, landing);
  const screenRef = useRef<HTMLDivElement>(null);
  const firstScreen = useRef(true);
  const [arrival, setArrival] = useState("");
  useEffect(() => {
    // Never steal focus when the page first loads.
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    const screen = screenRef.current;
    const title = screen?.querySelector<HTMLElement>("[data-dw-autofocus], h2");
    // A screen that is there to be typed into (the passcode) focuses its field, so what the person types
    // at once is not lost; the live region still says which screen this is. Others focus their title.
    const field = screen?.querySelector<HTMLElement>("[data-dw-focus-field]");
    if (field) {
      field.focus();
      setArrival(title?.textContent ?? "");
      return;
    }
    setArrival("");
    title?.focus();
  }, [state.screen]);

  const [limitProblem] = serverLimitProblems(config, bootstrap.limits);
  if (limitProblem) {
    return (
      <p className="dw-config-error" role="alert">
        {limitProblem}
      </p>
    );
  }
  const Screen = screenRegistry[state.screen] ?? ErrorScreen;
  return (
    <WidgetContext.Provider value={value}>
      <div ref={screenRef} className="dw-screen" data-screen={state.screen}>
        <WidgetBanner />
        <Screen />
      </div>
      <p className="dw-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {arrival}
      </p>
      <Toaster />
    </WidgetContext.Provider>
  );
}

/**
 * A reset link opens the reset form (set up in the initial state); a login link signs in at once in the browser
 * that asked for it, and asks first anywhere else (ConfirmSignIn).
 */
function useLandingToken(widget: WidgetContextValue, landing: ReturnType<typeof readLandingToken>) {
  const handled = useRef(false);
  const { client, config, dispatch, signedIn } = widget;
  useEffect(() => {
    if (!landing || handled.current) return;
    handled.current = true;
    clearLandingToken();
    if (landing.kind === "reset_password") return;
    client
      .authenticateToken({
        token: landing.token,
        kind: landing.kind,
        sessionDurationMinutes: config.sessionOptions.sessionDurationMinutes,
      })
      .then((answer) => {
        if (answer.status === "confirmation_required") {
          const question = { token: landing.token, kind: landing.kind, maskedEmail: answer.maskedEmail };
          dispatch({ type: "askToConfirmSignIn", question });
          return;
        }
        signedIn(landing.kind);
        dispatch({ type: "goto", screen: "PasswordConfirmation" });
      })
      .catch((error: unknown) => {
        dispatch({ type: "goto", screen: "Error" });
        const message = error instanceof Error ? error.message : "";
        if (message) dispatch({ type: "showBanner", banner: { kind: "error", message } });
      });
  }, [landing, client, config, dispatch, signedIn]);
}
