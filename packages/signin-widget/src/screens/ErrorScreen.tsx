import { Button, Title } from "../components/ui";
import { useWidget } from "../state/context";

/** The generic 'Looks like there was an error!' screen, also shown for a screen not available yet. */
export function ErrorScreen() {
  const { state, dispatch, t } = useWidget();
  return (
    <div className="dw-center">
      <Title>{t("genericError")}</Title>
      {state.errorMessage && <p className="dw-text">{state.errorMessage}</p>}
      <Button variant="secondary" onClick={() => dispatch({ type: "goto", screen: "Main" })}>
        {t("tryAgain")}
      </Button>
    </div>
  );
}
