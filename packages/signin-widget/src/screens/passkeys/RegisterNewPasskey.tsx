import { useEffect, useState } from "react";
import { PasskeyCreate } from "../../passkeys/PasskeyCreate";
import { Title } from "../../components/ui";
import { useWidget } from "../../state/context";

/** Offers to add a passkey to the signed-in account; success or 'Skip' moves on to the list. */
export function RegisterNewPasskeyScreen() {
  const { client, t, dispatch } = useWidget();
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
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
  const next = () => dispatch({ type: "goto", screen: "PasskeyRegistrationSuccess" });
  if (signedIn === null) return null;
  if (!signedIn)
    return (
      <p className="dw-config-error" role="alert">
        {t("passkeyRegistrationNeedsUser")}
      </p>
    );
  return (
    <>
      <Title>{t("createPasskeyTitle")}</Title>
      <p className="dw-text">{t("createPasskeyText")}</p>
      <PasskeyCreate client={client} t={t} onCreated={next} onSkip={next} />
    </>
  );
}
