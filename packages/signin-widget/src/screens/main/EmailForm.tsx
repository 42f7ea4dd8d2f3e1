import { useId, useState, type FormEvent } from "react";
import { RateLimitBanner, useRetryBlocked } from "../../components/RateLimitBanner";
import { Button, FieldError } from "../../components/ui";
import { useWidget } from "../../state/context";
import { useFlows } from "../../state/flows";
import { useAction } from "../../state/use-action";
import { emailFlow, isValidEmail } from "./email-flow";
import { usePasskeyAutofill } from "../../passkeys/use-passkey-autofill";

/** The email form: one address, then a passcode, a magic link or the password screens. */
export function EmailForm() {
  const { config, state, dispatch, t, client } = useWidget();
  const flows = useFlows();
  const { run, busy } = useAction();
  const blocked = useRetryBlocked() > 0;
  const [email, setEmail] = useState(state.magicLink.email || state.password.email);
  const [invalid, setInvalid] = useState("");
  const passkeyAutofill = usePasskeyAutofill();
  const id = useId();
  const flow = emailFlow(config);
  if (!flow) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isValidEmail(address)) {
      setInvalid(flow === "otp" ? t("invalidEmailOtp") : t("invalidEmail"));
      return;
    }
    setInvalid("");
    passkeyAutofill.cancel();
    void run(async () => {
      if (flow === "otp") await flows.sendEmailOtp(address);
      else if (flow === "magicLink") await flows.sendMagicLink(address);
      else {
        const userType = await client.searchUser(address);
        dispatch({
          type: "updatePassword",
          password: {
            email: address,
            type: userType,
            password: "",
            passwordless: userType === "passwordless",
            createPassword: false,
          },
        });
        dispatch({ type: "goto", screen: "PasswordCreateOrLogin" });
      }
    });
  };

  const error = invalid || state.errorMessage;
  const errorId = `${id}-error`;
  return (
    <form className="dw-section dw-form" onSubmit={submit} noValidate>
      <RateLimitBanner />
      <div className="dw-field">
        <label htmlFor={id} className="dw-label">
          {t("emailLabel")}
        </label>
        <input
          id={id}
          className="dw-input"
          type="email"
          name="email"
          autoComplete={passkeyAutofill.autoComplete}
          placeholder={t("emailPlaceholder")}
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <FieldError id={errorId} message={error} />
      </div>
      <Button type="submit" disabled={busy || blocked}>
        {flow === "otp" ? t("continueWithEmailOtp") : t("continueWithEmail")}
      </Button>
    </form>
  );
}
