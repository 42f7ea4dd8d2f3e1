import { useId, useRef } from "react";
import { Dialog } from "../../components/Dialog";
import { usersCopy } from "./copy";
import styles from "./Users.module.css";
import { Button } from "../../components/ui/Button";

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question before an action that cannot be taken back by the person it hits. Escape cancels;
 * Cancel has the focus first, so Enter alone never confirms. The caller puts focus back where it was.
 */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-message`}
      onClose={onCancel}
      initialFocus={cancel}
      className={styles.dialog}
    >
      <h2 id={`${id}-title`} className={styles.dialogTitle}>
        {title}
      </h2>
      <p id={`${id}-message`}>{message}</p>
      <div className={styles.dialogButtons}>
        <Button ref={cancel} variant="secondary" onClick={onCancel}>
          {usersCopy.cancel}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
