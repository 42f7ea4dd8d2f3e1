import { CheckGraphic, Title } from "../../components/ui";
import { useWidget } from "../../state/context";

export function PasswordConfirmationScreen() {
  const { t } = useWidget();
  return (
    <div className="dw-center">
      <Title>{t("passwordConfirmationTitle")}</Title>
      <p className="dw-text">{t("passwordConfirmationText")}</p>
      <CheckGraphic />
    </div>
  );
}
