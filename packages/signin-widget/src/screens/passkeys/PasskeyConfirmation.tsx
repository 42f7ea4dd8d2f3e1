import { SuccessScreen } from "../../components/SuccessScreen";
import { useWidget } from "../../state/context";

/** A passkey sign-in succeeded. */
export function PasskeyConfirmationScreen() {
  const { t } = useWidget();
  return <SuccessScreen message={t("passkeySignedIn")} />;
}
