import { useEffect, useRef } from "react";
import { CheckGraphic, Title } from "../../components/ui";
import { useWidget } from "../../state/context";

/** A passkey sign-in succeeded. */
export function PasskeyConfirmationScreen() {
  const { t, callbacks } = useWidget();
  const fired = useRef(false);
  useEffect(() => {
    // Once per display, even when React runs effects twice in development.
    if (fired.current) return;
    fired.current = true;
    callbacks.onEvent?.({ type: "authenticate flow complete" });
  }, [callbacks]);
  return (
    <div className="dw-center">
      <Title>{t("successTitle")}</Title>
      <p className="dw-text">{t("passkeySignedIn")}</p>
      <CheckGraphic />
    </div>
  );
}
