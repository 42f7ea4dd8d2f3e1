import { SuccessScreen } from "../components/SuccessScreen";
import { useWidget } from "../state/context";

export function OtpConfirmationScreen() {
  const { t } = useWidget();
  return <SuccessScreen message={t("passcodeVerified")} />;
}
