import { useEffect, useMemo, useState } from "react";
import { createIdentityClient, type IdentityClient } from "../client/identity-client";
import { Shell } from "../Shell";
import { createTranslate, type WidgetStrings } from "../strings";
import { resolveTheme, themeVariables, type WidgetThemeOverrides } from "../theme";
import { PasskeyCreate } from "./PasskeyCreate";
import { PasskeyList } from "./PasskeyList";

export interface PasskeyRegistrationProps {
  /** Where the identity server is; the page's own origin by default. */
  baseUrl?: string;
  /** For tests and custom transports. */
  client?: IdentityClient;
  strings?: WidgetStrings;
  styles?: WidgetThemeOverrides;
  enableShadowDOM?: boolean;
  /** Called after a passkey was added. */
  onRegistered?: () => void;
}

/**
 * Passkey management for a signed-in user, outside the sign-in flow (an account menu, a settings
 * page): create a passkey, rename or delete the existing ones. Without a signed-in user it shows the
 * required error instead (docs/requirements/sign-in-widget.md#validation-rules).
 */
export function PasskeyRegistration(props: PasskeyRegistrationProps) {
  const { baseUrl, client: clientProp, strings, styles, enableShadowDOM = false, onRegistered } = props;
  const client = useMemo(() => clientProp ?? createIdentityClient({ baseUrl }), [clientProp, baseUrl]);
  const t = useMemo(() => createTranslate(strings), [strings]);
  const theme = useMemo(() => resolveTheme(styles), [styles]);
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    client.getSession().then(
      (session) => live && setSignedIn(session !== null),
      () => live && setSignedIn(false),
    );
    return () => {
      live = false;
    };
  }, [client]);

  return (
    <Shell shadow={enableShadowDOM}>
      <div className="dw-root" style={themeVariables(theme)} data-testid="passkey-registration">
        {signedIn === false && (
          <p className="dw-config-error" role="alert">
            {t("passkeyRegistrationNeedsUser")}
          </p>
        )}
        {signedIn && (
          <>
            <PasskeyCreate
              client={client}
              t={t}
              onCreated={() => {
                setVersion((current) => current + 1);
                onRegistered?.();
              }}
            />
            <PasskeyList client={client} t={t} version={version} />
          </>
        )}
      </div>
    </Shell>
  );
}
