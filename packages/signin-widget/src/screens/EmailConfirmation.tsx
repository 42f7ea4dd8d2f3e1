import { emailMagicLinkEventType, widgetEventNames } from "@dugout/contracts/signin-widget";
import { MailLinks } from "../components/MailLinks";
import { RateLimitBanner } from "../components/RateLimitBanner";
import { Button, FieldError, Title } from "../components/ui";
import { useWidget } from "../state/context";
import { useFlows } from "../state/flows";
import { useAction } from "../state/use-action";

export function EmailConfirmationScreen() {
  const { state, dispatch, t, telemetry, config } = useWidget();
  const flows = useFlows();
  const { run, busy } = useAction();
  const email = state.magicLink.email;
  const tryAgain = () => {
    telemetry.log(widgetEventNames.emailTryAgainClicked, { email, type: emailMagicLinkEventType });
    dispatch({ type: "setMagicLinkEmail", email: "" });
    dispatch({ type: "updatePassword", password: { email: "" } });
    dispatch({ type: "goto", screen: "Main" });
  };
  // A passwordless user who reached this screen from the password flow may set a password instead.
  const offerPassword = config.products.includes("passwords") && state.password.passwordless;
  return (
    <>
      <Title>{t("checkYourEmail")}</Title>
      <p className="dw-text">{t("emailSentTo", { email })}</p>
      <MailLinks />
      <RateLimitBanner />
      <FieldError id="dw-email-confirmation-error" message={state.errorMessage} />
      <Button variant="secondary" onClick={tryAgain}>
        {t("tryAgain")}
      </Button>
      {offerPassword && (
        <Button
          variant="link"
          disabled={busy}
          onClick={() => void run(() => flows.startReset(email, "PasswordSetNew"))}
        >
          {t("createPasswordInstead")}
        </Button>
      )}
    </>
  );
}
