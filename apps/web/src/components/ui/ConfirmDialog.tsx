import { useId, useRef } from "react";
import { Dialog } from "../Dialog";
import { Button } from "./Button";
import styles from "./ConfirmDialog.module.css";

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** `danger` for what cannot be taken back (deactivate, erase); `primary` for a choice (switch accounts). */
  confirmVariant: "primary" | "danger";
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question before an action. Escape cancels, and Cancel has the focus first, so Enter alone never
 * confirms. The caller puts focus back where it was.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, message, confirmLabel, cancelLabel, confirmVariant, onConfirm, onCancel } = props;
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
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      <p id={`${id}-message`}>{message}</p>
      <div className={styles.buttons}>
        <Button ref={cancel} variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
