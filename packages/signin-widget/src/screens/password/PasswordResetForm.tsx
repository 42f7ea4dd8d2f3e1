import { RateLimitBanner } from "../../components/RateLimitBanner";
import { Title } from "../../components/ui";
import { useWidget } from "../../state/context";
import { useAction } from "../../state/use-action";
import { NewPasswordForm } from "./NewPasswordForm";

/** Reached from a reset link: a new password for the account the token belongs to. */
export function PasswordResetFormScreen() {
  const { state, t, client, config, signedIn, dispatch } = useWidget();
  const { run, busy } = useAction();
  const reset = (password: string) =>
    void run(async () => {
      await client.resetByEmail({
        token: state.resetPassword.token,
        password,
        sessionDurationMinutes: config.sessionOptions.sessionDurationMinutes,
      });
      // A reset signs in only where the server says so; otherwise the user logs in with it now.
      if (await client.getSession().catch(() => null)) {
        signedIn("passwords");
        dispatch({ type: "goto", screen: "PasswordConfirmation" });
      } else {
        // Worth stating where the user goes next: a success banner on the main screen.
        dispatch({ type: "goto", screen: "Main" });
        dispatch({ type: "showBanner", banner: { kind: "success", message: t("passwordResetDone") } });
      }
    });
  return (
    <>
      <Title>{t("resetFormTitle")}</Title>
      <RateLimitBanner />
      <NewPasswordForm email={state.password.email} busy={busy} onSubmit={reset} />
    </>
  );
}
