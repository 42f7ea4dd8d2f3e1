import { useEffect, useRef } from "react";
import { useWidget } from "../state/context";
import { CheckGraphic, Title } from "./ui";

/**
 * A sign-in succeeded (passcode, passkey, wallet): 'Success', what happened, the check graphic. Fires the
 * "authenticate flow complete" event once per display, even when React runs effects twice in development.
 */
export function SuccessScreen({ message }: { message: string }) {
  const { t, callbacks } = useWidget();
  const fired = useRef(false);
  useEffect(() => {
    if (fired.current) return;
    fired.current = true;
    callbacks.onEvent?.({ type: "authenticate flow complete" });
  }, [callbacks]);
  return (
    <div className="dw-center">
      <Title>{t("successTitle")}</Title>
      <p className="dw-text">{message}</p>
      <CheckGraphic />
    </div>
  );
}
