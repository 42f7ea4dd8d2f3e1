import { useId, useRef } from "react";
import { signinWidgetLabels } from "@dugout/contracts/signin-widget-messages";
import { Dialog } from "../../components/Dialog";
import styles from "./AuthGate.module.css";
import { Button } from "../../components/ui/Button";

interface ConfirmSignInDialogProps {
  /** The account the landing token signs in to, masked (`r…@example.com`). */
  maskedEmail: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The question before a landing token this browser did not ask for signs in
 * (docs/requirements/platform.md#login-token-landing). Escape cancels, and Cancel has the focus first, so Enter
 * alone never switches accounts.
 */
export function ConfirmSignInDialog({ maskedEmail, onConfirm, onCancel }: ConfirmSignInDialogProps) {
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      onClose={onCancel}
      initialFocus={cancel}
      className={styles.dialog}
    >
      <h2 id={`${id}-title`} className={styles.dialogTitle}>
        {signinWidgetLabels.confirmSignInTitle(maskedEmail)}
      </h2>
      <p id={`${id}-text`}>{signinWidgetLabels.confirmSignInText}</p>
      <div className={styles.dialogButtons}>
        <Button ref={cancel} variant="secondary" onClick={onCancel}>
          {signinWidgetLabels.cancel}
        </Button>
        <Button variant="primary" onClick={onConfirm}>
          {signinWidgetLabels.confirmSignIn}
        </Button>
      </div>
    </Dialog>
  );
}
