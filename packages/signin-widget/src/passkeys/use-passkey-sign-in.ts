import { useCallback } from "react";
import { useWidget } from "../state/context";

/** Signs in with a passkey (the button, or the email field's autofill) and shows the confirmation. */
export function usePasskeySignIn() {
  const { client, config, dispatch, signedIn } = useWidget();
  const sessionDurationMinutes = config.sessionOptions.sessionDurationMinutes;
  return useCallback(
    async (conditionalMediation: boolean, signal?: AbortSignal) => {
      await client.authenticatePasskey({ conditionalMediation, sessionDurationMinutes, signal });
      signedIn("passkey");
      dispatch({ type: "goto", screen: "PasskeyConfirmation" });
    },
    [client, sessionDurationMinutes, signedIn, dispatch],
  );
}
