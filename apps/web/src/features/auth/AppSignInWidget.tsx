import { useQuery } from "@tanstack/react-query";
import { currentReturnUrl, SignInWidget } from "@dugout/signin-widget";
import { useMemo } from "react";
import { useLocation } from "react-router";
import { identityClient } from "../../lib/session";
import { identityBootstrapQuery } from "./api";
import { appWidgetConfig } from "./widget-config";

/** The sign-in widget with the app's configuration; it returns the visitor to this page. */
export function AppSignInWidget() {
  const location = useLocation();
  const bootstrap = useQuery(identityBootstrapQuery());
  const google = bootstrap.data?.oauthProviders.includes("google") ?? false;
  const returnUrl = useMemo(
    () => currentReturnUrl(new URL(`${location.pathname}${location.search}`, window.location.origin).toString()),
    [location.pathname, location.search],
  );
  const config = useMemo(() => appWidgetConfig({ google, returnUrl }), [google, returnUrl]);
  return <SignInWidget config={config} client={identityClient} />;
}
