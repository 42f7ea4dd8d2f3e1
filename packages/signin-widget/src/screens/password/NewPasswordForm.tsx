import { useId, useState, type FormEvent } from "react";
import { PasswordField } from "../../components/PasswordField";
import { useRetryBlocked } from "../../components/RateLimitBanner";
import { StrengthMeter } from "../../components/StrengthMeter";
import { Button } from "../../components/ui";
import { useStrength } from "../../components/use-strength";
import { useWidget } from "../../state/context";

/** A new password with the live strength verdict; Continue stays disabled until it is valid. */
export function NewPasswordForm({
  email,
  busy,
  onSubmit,
}: {
  email: string;
  busy: boolean;
  onSubmit: (password: string) => void;
}) {
  const { state, t } = useWidget();
  const [password, setPassword] = useState("");
  const strength = useStrength(email, password);
  const blocked = useRetryBlocked() > 0;
  const meterId = useId();
  const valid = strength.result?.valid_password === true && !strength.checking;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !busy && !blocked) onSubmit(password);
  };
  return (
    <form className="dw-form" onSubmit={submit} noValidate>
      <PasswordField
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        error={strength.error || state.errorMessage}
        disabled={busy}
        describedBy={meterId}
      />
      <StrengthMeter id={meterId} result={strength.result} />
      <Button type="submit" disabled={!valid || busy || blocked}>
        {t("continue")}
      </Button>
    </form>
  );
}

export function ReadOnlyEmail({ email }: { email: string }) {
  const { t } = useWidget();
  const id = useId();
  return (
    <div className="dw-field">
      <label htmlFor={id} className="dw-label">
        {t("emailLabel")}
      </label>
      <input id={id} className="dw-input" type="email" value={email} readOnly autoComplete="username" />
    </div>
  );
}
