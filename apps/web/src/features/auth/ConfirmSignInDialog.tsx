import { signinWidgetLabels } from "@dugout/contracts/signin-widget-messages";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";

interface ConfirmSignInDialogProps {
  /** The account the landing token signs in to, masked (`r…@example.com`). */
  maskedEmail: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The question before a landing token this browser did not ask for signs in
 * (docs/requirements/platform.md#login-token-landing); Enter alone never switches accounts.
 */
export function ConfirmSignInDialog({ maskedEmail, onConfirm, onCancel }: ConfirmSignInDialogProps) {
  return (
    <ConfirmDialog
      title={signinWidgetLabels.confirmSignInTitle(maskedEmail)}
      message={signinWidgetLabels.confirmSignInText}
      confirmLabel={signinWidgetLabels.confirmSignIn}
      cancelLabel={signinWidgetLabels.cancel}
      confirmVariant="primary"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
