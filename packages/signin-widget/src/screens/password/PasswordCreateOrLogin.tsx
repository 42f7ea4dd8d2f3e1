import { useEffect, useRef, useState, type FormEvent } from "react";
import { WidgetApiError } from "../../client/http";
import { PasswordField } from "../../components/PasswordField";
import { RateLimitBanner, useRetryBlocked } from "../../components/RateLimitBanner";
import { BackButton, Button, Divider, Spinner, Title } from "../../components/ui";
import { useWidget } from "../../state/context";
import { useFlows } from "../../state/flows";
import { useAction } from "../../state/use-action";
import { hasEmailOtp } from "../main/email-flow";
import { NewPasswordForm, ReadOnlyEmail } from "./NewPasswordForm";
import { useCreatePasswordInstead } from "./use-create-password-instead";

/** Error types that mean "this password must be reset before it can be used". */
const breachedTypes = new Set(["breached_password", "password_breached", "pwned_password"]);

function useSignInErrors(email: string) {
  const flows = useFlows();
  return async (error: unknown): Promise<boolean> => {
    if (!(error instanceof WidgetApiError)) return false;
    if (error.errorType === "reset_password") {
      await flows.startReset(email, "PasswordDedupe");
      return true;
    }
    if (breachedTypes.has(error.errorType)) {
      await flows.startReset(email, "PasswordBreached");
      return true;
    }
    return false;
  };
}

function LoginForm() {
  const { state, t, client, config, signedIn, dispatch } = useWidget();
  const flows = useFlows();
  const { run, busy } = useAction();
  const blocked = useRetryBlocked() > 0;
  const [password, setPassword] = useState("");
  const onError = useSignInErrors(state.password.email);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    void run(async () => {
      await client.authenticatePassword({
        email: state.password.email,
        password,
        sessionDurationMinutes: config.sessionOptions.sessionDurationMinutes,
      });
      signedIn("passwords");
      dispatch({ type: "goto", screen: "PasswordConfirmation" });
    }, onError);
  };
  return (
    <>
      <BackButton />
      <Title>{t("logIn")}</Title>
      <RateLimitBanner />
      <form className="dw-form" onSubmit={submit} noValidate>
        <ReadOnlyEmail email={state.password.email} />
        <PasswordField
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          error={state.errorMessage}
          disabled={busy}
        />
        <Button
          variant="link"
          disabled={busy}
          onClick={() => void run(() => flows.startReset(state.password.email, "PasswordForgot"))}
        >
          {t("forgotPassword")}
        </Button>
        <Button type="submit" disabled={!password || busy || blocked}>
          {t("continue")}
        </Button>
      </form>
    </>
  );
}

function CreateForm() {
  const { state, t, client, config, signedIn, dispatch, returnUrl } = useWidget();
  const { run, busy } = useAction();
  const onError = useSignInErrors(state.password.email);
  const create = (password: string) =>
    void run(async () => {
      const { email } = state.password;
      const { confirmationSent } = await client.createPassword({
        email,
        password,
        redirectUrl: config.emailMagicLinksOptions.signupRedirectURL ?? returnUrl,
        sessionDurationMinutes: config.sessionOptions.sessionDurationMinutes,
      });
      if (confirmationSent) {
        // No session yet: the link in the email proves the address and signs in.
        dispatch({ type: "setMagicLinkEmail", email });
        dispatch({ type: "goto", screen: "EmailConfirmation" });
        return;
      }
      signedIn("passwords");
      dispatch({ type: "goto", screen: "PasswordConfirmation" });
    }, onError);
  return (
    <>
      <BackButton />
      <Title>{t("finishCreatingAccount")}</Title>
      <RateLimitBanner />
      <ReadOnlyEmail email={state.password.email} />
      <NewPasswordForm email={state.password.email} busy={busy} onSubmit={create} />
    </>
  );
}

/** New user with a passwordless method configured: choose a link/code, or a password. */
function ChooseScreen() {
  const { state, t, config } = useWidget();
  const flows = useFlows();
  // A failed send comes from a button, not a field: the banner shows it.
  const { run, busy } = useAction({ errorsIn: "banner" });
  const blocked = useRetryBlocked() > 0;
  const otp = hasEmailOtp(config);
  const email = state.password.email;
  const createPasswordInstead = useCreatePasswordInstead(email);
  return (
    <>
      <BackButton />
      <Title>{t("chooseHowToCreate")}</Title>
      <RateLimitBanner />
      <Button
        disabled={busy || blocked}
        onClick={() => void run(() => (otp ? flows.sendEmailOtp(email) : flows.sendMagicLink(email)))}
      >
        {otp ? t("emailMeLoginCode") : t("emailMeLoginLink")}
      </Button>
      <Divider />
      <Button variant="secondary" disabled={busy} onClick={() => void run(createPasswordInstead)}>
        {t("createPasswordInstead")}
      </Button>
    </>
  );
}

/** A user without a password gets a code or link at once: OTP, else magic link, else a reset email. */
function PasswordlessEntry() {
  const { state, config, t } = useWidget();
  const flows = useFlows();
  const { run } = useAction({ errorsIn: "banner" });
  const started = useRef(false);
  const email = state.password.email;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (hasEmailOtp(config)) void run(() => flows.sendEmailOtp(email));
    else if (config.products.includes("emailMagicLinks")) void run(() => flows.sendMagicLink(email));
    else void run(() => flows.startReset(email, "PasswordSetNew"));
  }, [config, email, flows, run]);
  return (
    <>
      <BackButton />
      <RateLimitBanner />
      {!state.banner && (
        <p className="dw-text" role="status">
          <Spinner /> {t("signingIn")}
        </p>
      )}
    </>
  );
}

export function PasswordCreateOrLoginScreen() {
  const { state, config } = useWidget();
  const { type, createPassword } = state.password;
  if (type === "password") return <LoginForm />;
  if (type === "passwordless") return <PasswordlessEntry />;
  const alternatives = config.products.includes("emailMagicLinks") || hasEmailOtp(config);
  return alternatives && !createPassword ? <ChooseScreen /> : <CreateForm />;
}
