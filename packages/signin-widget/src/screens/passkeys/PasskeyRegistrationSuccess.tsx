import { PasskeyList } from "../../passkeys/PasskeyList";
import { Button, Title } from "../../components/ui";
import { useWidget } from "../../state/context";

/** After registering (or skipping): the user's passkeys, each renamable and deletable. */
export function PasskeyRegistrationSuccessScreen() {
  const { client, t, callbacks } = useWidget();
  return (
    <>
      <Title>{t("passkeysTitle")}</Title>
      <PasskeyList client={client} t={t} heading={false} />
      <Button onClick={() => callbacks.onEvent?.({ type: "authenticate flow complete" })}>{t("done")}</Button>
    </>
  );
}
