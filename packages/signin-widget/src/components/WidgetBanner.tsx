import { useWidget } from "../state/context";
import { Banner } from "./Banner";
import { SafeText } from "./SafeText";

/** The banner of the widget state (`state.banner`), above every screen; closing it clears it. */
export function WidgetBanner() {
  const { state, dispatch } = useWidget();
  if (!state.banner) return null;
  return (
    <Banner kind={state.banner.kind} onDismiss={() => dispatch({ type: "dismissBanner" })}>
      <SafeText message={state.banner.message} />
    </Banner>
  );
}
