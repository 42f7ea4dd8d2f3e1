import { knownOpenIdScopes, openIdMessages, openIdScopeDescriptions } from "@dugout/contracts/openid";
import { useEffect, useMemo, useState } from "react";
import { paths } from "../client/paths";
import { Shell } from "../Shell";
import { publishSessionChange } from "../session/broadcast";
import { resolveTheme, themeVariables, type WidgetThemeOverrides } from "../theme";
import { createIdpClient, type IdpClient } from "./idp-client";
import { readIdpRequest } from "./idp-request";

export interface IdpConsentProps {
  /** The page's query string (window.location.search by default). */
  search?: string;
  baseUrl?: string;
  /** For tests and custom transports. */
  client?: IdpClient;
  /** Where the browser goes next (window.location.assign by default). */
  navigate?: (url: string) => void;
  styles?: WidgetThemeOverrides;
  enableShadowDOM?: boolean;
}

type View =
  | { name: "working" }
  | { name: "message"; text: string; alert: boolean }
  | { name: "consent"; client: string; scopes: string[]; busy: boolean }
  | { name: "logout"; busy: boolean };

const describeScope = (scope: string): string =>
  (knownOpenIdScopes as readonly string[]).includes(scope)
    ? openIdScopeDescriptions[scope as (typeof knownOpenIdScopes)[number]]
    : scope;

const errorText = (error: unknown) => (error instanceof Error && error.message) || openIdMessages.genericError;

/**
 * The IDP Consent screen of Dugout's OpenID provider: Allow or Deny an application, or confirm a
 * logout it asked for. A fresh authorization request is submitted at once (the provider decides
 * whether to ask); a signed one (the provider's consent page) is checked by the preflight first.
 */
export function IdpConsent(props: IdpConsentProps) {
  const { baseUrl = "", enableShadowDOM = false } = props;
  const search = props.search ?? window.location.search;
  const client = useMemo(() => props.client ?? createIdpClient({ baseUrl }), [props.client, baseUrl]);
  const navigate = useMemo(() => props.navigate ?? ((url: string) => window.location.assign(url)), [props.navigate]);
  const request = useMemo(() => readIdpRequest(search), [search]);
  const theme = useMemo(() => resolveTheme(props.styles), [props.styles]);
  const [view, setView] = useState<View>({ name: "working" });

  useEffect(() => {
    let live = true;
    const show = (next: View) => live && setView(next);
    const fail = (error: unknown) => show({ name: "message", text: errorText(error), alert: true });
    if (request.kind === "invalid") {
      show({ name: "message", text: request.message, alert: true });
    } else if (request.kind === "logout") {
      client
        .hasSession()
        .then(
          (signedIn) =>
            show(
              signedIn
                ? { name: "logout", busy: false }
                : { name: "message", text: openIdMessages.noSession, alert: false },
            ),
          fail,
        );
    } else if (!request.signed) {
      navigate(`${baseUrl}${paths.openIdAuthorize}?${request.query.toString()}`);
    } else {
      const { clientId, redirectUri, scope } = request;
      const prompt = request.query.get("prompt") ?? undefined;
      client.preflight({ clientId, redirectUri, scope, ...(prompt ? { prompt } : {}) }).then(async (preflight) => {
        if (preflight.consent_required) {
          show({ name: "consent", client: preflight.oidc_client.client_name, scopes: preflight.scopes, busy: false });
          return;
        }
        const { url } = await client.consent({ query: request.query.toString(), accept: true });
        if (url) navigate(url);
      }, fail);
    }
    return () => {
      live = false;
    };
  }, [request, client, navigate, baseUrl]);

  const answer = async (accept: boolean) => {
    if (request.kind !== "authorize" || view.name !== "consent") return;
    setView({ ...view, busy: true });
    try {
      const { url } = await client.consent({ query: request.query.toString(), accept });
      if (accept && url) navigate(url);
      else setView({ name: "message", text: openIdMessages.denied, alert: false });
    } catch (error) {
      setView({ name: "message", text: errorText(error), alert: true });
    }
  };

  const logout = async () => {
    if (request.kind !== "logout") return;
    setView({ name: "logout", busy: true });
    try {
      const { url } = await client.endSession(request.query.toString());
      publishSessionChange("signed_out");
      if (url) navigate(url);
      else setView({ name: "message", text: openIdMessages.noSession, alert: false });
    } catch (error) {
      setView({ name: "message", text: errorText(error), alert: true });
    }
  };

  return (
    <Shell shadow={enableShadowDOM}>
      <div className="dw-root" style={themeVariables(theme)} data-testid="idp-consent">
        {view.name === "working" && (
          <p className="dw-text" role="status">
            {openIdMessages.continuing}
          </p>
        )}
        {view.name === "message" && (
          <p className={view.alert ? "dw-config-error" : "dw-text"} role={view.alert ? "alert" : "status"}>
            {view.text}
          </p>
        )}
        {view.name === "consent" && (
          <>
            <h2 className="dw-title">{openIdMessages.consentTitle(view.client)}</h2>
            <p className="dw-text">{openIdMessages.consentIntro}</p>
            <ul className="dw-text">
              {view.scopes.map((scope) => (
                <li key={scope}>{describeScope(scope)}</li>
              ))}
            </ul>
            <button
              type="button"
              className="dw-btn dw-btn-primary"
              disabled={view.busy}
              onClick={() => void answer(true)}
            >
              {openIdMessages.allow}
            </button>
            <button
              type="button"
              className="dw-btn dw-btn-secondary"
              disabled={view.busy}
              onClick={() => void answer(false)}
            >
              {openIdMessages.deny}
            </button>
          </>
        )}
        {view.name === "logout" && (
          <>
            <h2 className="dw-title">{openIdMessages.logoutTitle}</h2>
            <button type="button" className="dw-btn dw-btn-primary" disabled={view.busy} onClick={() => void logout()}>
              {openIdMessages.yes}
            </button>
            <button
              type="button"
              className="dw-btn dw-btn-secondary"
              disabled={view.busy}
              onClick={() => setView({ name: "message", text: openIdMessages.notLoggedOut, alert: false })}
            >
              {openIdMessages.no}
            </button>
          </>
        )}
      </div>
    </Shell>
  );
}
