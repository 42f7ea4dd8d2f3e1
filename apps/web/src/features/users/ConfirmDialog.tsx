import { useEffect, useId, useLayoutEffect, useRef } from "react";
import { usersCopy } from "./copy";
import styles from "./Users.module.css";

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question before an action that cannot be taken back by the person it hits. The native
 * modal <dialog> keeps the rest of the page inert and Tab inside; Escape cancels; Cancel has the
 * focus first, so Enter alone never confirms. The caller puts focus back where it was.
 */
export function ConfirmDialog({ title, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    cancel.current?.focus();
  }, []);
  // Closed before React removes it, so the browser leaves the top layer and its inert state cleanly.
  useLayoutEffect(() => {
    const element = dialog.current;
    return () => {
      if (element?.open) element.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onCancel={(event) => {
        // The browser's own Escape handling would close it behind React's back.
        event.preventDefault();
        onCancel();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <h2 id={`${id}-title`} className={styles.dialogTitle}>
        {title}
      </h2>
      <p id={`${id}-message`}>{message}</p>
      <div className={styles.dialogButtons}>
        <button ref={cancel} type="button" className={styles.secondary} onClick={onCancel}>
          {usersCopy.cancel}
        </button>
        <button type="button" className={styles.danger} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
