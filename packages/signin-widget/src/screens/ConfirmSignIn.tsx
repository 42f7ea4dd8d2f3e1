import { Button, Title } from "../components/ui";
import { useWidget } from "../state/context";
import { useAction } from "../state/use-action";
import { ErrorScreen } from "./ErrorScreen";

/**
 * A landing token this browser did not ask for, or one that would replace another person's session
 * (docs/requirements/sign-in-widget.md#token-landing): the server consumed nothing and signs in only once the
 * person says yes. Cancel goes back to the main screen, leaving any session as it was.
 */
export function ConfirmSignInScreen() {
  const { state, dispatch, client, config, signedIn, t } = useWidget();
  const { run, busy } = useAction({ errorsIn: "banner" });
  const question = state.signInQuestion;
  if (!question) return <ErrorScreen />;
  const confirm = () =>
    run(async () => {
      const answer = await client.authenticateToken({
        token: question.token,
        kind: question.kind,
        sessionDurationMinutes: config.sessionOptions.sessionDurationMinutes,
        confirm: true,
      });
      if (answer.status !== "signed_in") throw new Error(t("genericError"));
      signedIn(question.kind);
      dispatch({ type: "goto", screen: "PasswordConfirmation" });
    });
  return (
    <div className="dw-center">
      <Title>{t("confirmSignInTitle", { email: question.maskedEmail })}</Title>
      <p className="dw-text">{t("confirmSignInText")}</p>
      <Button onClick={() => void confirm()} disabled={busy}>
        {t("confirmSignIn")}
      </Button>
      <Button variant="secondary" onClick={() => dispatch({ type: "goto", screen: "Main" })} disabled={busy}>
        {t("cancel")}
      </Button>
    </div>
  );
}
