import { useId, useState } from "react";
import type { PasskeyClient } from "../client/passkey-client";
import { Button, FieldError } from "../components/ui";
import type { Translate } from "../strings";
import { passkeyRegistrationMessage } from "./passkey-errors";

export interface PasskeyCreateProps {
  client: Pick<PasskeyClient, "registerPasskey">;
  t: Translate;
  onCreated: () => void;
  /** Shown as 'Skip' when given (the widget's registration screen). */
  onSkip?: () => void;
}

/** The 'Create a Passkey' button: the browser's prompt, then the server's check; failures in the spec's words. */
export function PasskeyCreate({ client, t, onCreated, onSkip }: PasskeyCreateProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const errorId = useId();
  const create = async () => {
    setBusy(true);
    setError("");
    try {
      await client.registerPasskey({});
      onCreated();
    } catch (failure) {
      setError(passkeyRegistrationMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="dw-section dw-form">
      <FieldError id={errorId} message={error} />
      <Button disabled={busy} aria-describedby={error ? errorId : undefined} onClick={() => void create()}>
        {t("createPasskey")}
      </Button>
      {onSkip && (
        <Button variant="secondary" disabled={busy} onClick={onSkip}>
          {t("skip")}
        </Button>
      )}
    </div>
  );
}
