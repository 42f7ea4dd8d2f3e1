import { currentReturnUrl, SignInWidget } from "@dugout/signin-widget";
import { useMemo } from "react";
import { useLocation } from "react-router";
import { useRuntimeConfig } from "../../lib/runtime-config-context";
import { identityClient } from "../../lib/identity-client";
import { appWidgetConfig } from "./widget-config";

/** The sign-in widget with the app's configuration; it returns the visitor to this page. */
export function AppSignInWidget() {
  const location = useLocation();
  const { signIn } = useRuntimeConfig();
  const returnUrl = useMemo(
    () => currentReturnUrl(new URL(`${location.pathname}${location.search}`, window.location.origin).toString()),
    [location.pathname, location.search],
  );
  const config = useMemo(() => appWidgetConfig({ signIn, returnUrl }), [signIn, returnUrl]);
  return <SignInWidget config={config} client={identityClient} />;
}
