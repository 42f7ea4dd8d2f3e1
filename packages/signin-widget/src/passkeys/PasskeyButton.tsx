import { useId, useState } from "react";
import { Button, FieldError } from "../components/ui";
import { useWidget } from "../state/context";
import { useAction } from "../state/use-action";
import { passkeySignInMessage } from "./passkey-errors";
import { usePasskeySignIn } from "./use-passkey-sign-in";
import { usePasskeySupport } from "./use-passkey-support";

/**
 * Whether Main shows 'Login with a Passkey', first: passkeys are on and either the browser cannot offer
 * them in the email field's autofill or there is no email/phone field to offer them in
 * (docs/requirements/sign-in-widget.md#main-screen). Not until the browser has answered.
 */
export function usePasskeyButton(hasEmailOrPhone: boolean): boolean {
  const { client, config } = useWidget();
  const support = usePasskeySupport(client, config.products.includes("passkeys"));
  return support !== null && (!support.autofill || !hasEmailOrPhone);
}

/** 'Login with a Passkey': the browser's passkey prompt, for a sign-in without typing anything. */
export function PasskeyButton() {
  const { t } = useWidget();
  const { run, busy } = useAction();
  const signIn = usePasskeySignIn();
  const [error, setError] = useState("");
  const errorId = useId();
  const click = () => {
    setError("");
    void run(
      () => signIn(false),
      (failure) => {
        // A closed prompt shows nothing at all.
        setError(passkeySignInMessage(failure, t) ?? "");
        return true;
      },
    );
  };
  return (
    <div className="dw-section">
      <Button variant="secondary" disabled={busy} aria-describedby={error ? errorId : undefined} onClick={click}>
        {t("loginWithPasskey")}
      </Button>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
