import { emailMagicLinkEventType, widgetEventNames } from "@dugout/contracts/signin-widget";
import { MailLinks } from "../components/MailLinks";
import { RateLimitBanner } from "../components/RateLimitBanner";
import { Button, Title } from "../components/ui";
import { useWidget } from "../state/context";
import { useAction } from "../state/use-action";
import { useCreatePasswordInstead } from "./password/use-create-password-instead";

export function EmailConfirmationScreen() {
  const { state, dispatch, t, telemetry, config } = useWidget();
  // Its failures (the reset-by-email start) belong to no field: they show in the banner.
  const { run, busy } = useAction({ errorsIn: "banner" });
  const email = state.magicLink.email;
  const createPasswordInstead = useCreatePasswordInstead(email);
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
      <Button variant="secondary" onClick={tryAgain}>
        {t("tryAgain")}
      </Button>
      {offerPassword && (
        <Button variant="link" disabled={busy} onClick={() => void run(createPasswordInstead)}>
          {t("createPasswordInstead")}
        </Button>
      )}
    </>
  );
}
