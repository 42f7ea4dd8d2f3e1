import { useWidget } from "../../state/context";
import { useFlows } from "../../state/flows";

/**
 * 'Create a password instead': an account that signs in without a password gets a reset-by-email
 * link for the address and the PasswordSetNew screen ("A link to create a password was sent...").
 * An address without an account cannot receive that link (the server sends reset links to existing
 * accounts only), so there the button opens the new-account password form instead
 * (docs/decisions/0016-widget-create-password-instead.md).
 */
export function useCreatePasswordInstead(email: string): () => Promise<void> {
  const { state, dispatch } = useWidget();
  const flows = useFlows();
  const accountExists = state.password.type !== "new" || state.password.passwordless;
  return async () => {
    if (accountExists) {
      await flows.startReset(email, "PasswordSetNew");
      return;
    }
    dispatch({ type: "updatePassword", password: { createPassword: true } });
  };
}
