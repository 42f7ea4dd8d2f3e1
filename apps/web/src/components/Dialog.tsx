import { useLayoutEffect, useRef, type ReactNode, type RefObject } from "react";
import styles from "./Dialog.module.css";

export interface DialogProps {
  /** The id of the element that names the dialog (its heading or its one sentence). */
  labelledBy: string;
  describedBy?: string;
  /** `alertdialog` for a question that interrupts (a confirmation). */
  role?: "dialog" | "alertdialog";
  /**
   * Called on Escape (and on a backdrop click with `closeOnBackdropClick`); the caller unmounts the dialog.
   * Without it the dialog cannot be dismissed: it stays until the caller removes it.
   */
  onClose?: () => void;
  closeOnBackdropClick?: boolean;
  /** What gets the focus when the dialog opens; otherwise the browser's choice (the first focusable control). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where the focus goes when the dialog closes; otherwise back to what had it when the dialog opened. */
  returnFocus?: () => HTMLElement | null | undefined;
  /** The panel's class (size, surface, padding). */
  className?: string;
  /** Drop the overlay's margin on narrow windows, for panels that then fill the window. */
  fullScreenOnNarrow?: boolean;
  children: ReactNode;
}

/**
 * The one modal dialog: a native <dialog> opened with showModal(), so the browser gives the focus trap, the
 * inert page behind and the top layer. It is open while mounted: the caller renders it to open it and stops
 * rendering it (from `onClose` or its own buttons) to close it.
 */
export function Dialog({
  labelledBy,
  describedBy,
  role = "dialog",
  onClose,
  closeOnBackdropClick = false,
  initialFocus,
  returnFocus,
  className,
  fullScreenOnNarrow = false,
  children,
}: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const unmounting = useRef(false);
  // Read by the open/close effect, so the latest props count without reopening the dialog.
  const latest = useRef({ onClose, returnFocus, initialFocus });
  useLayoutEffect(() => {
    latest.current = { onClose, returnFocus, initialFocus };
  });

  // A layout effect: open before the first paint, and close before React removes the element, so the
  // browser leaves the top layer and its inert state cleanly and the focus goes back at once.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    // The browser does not stop the page behind from scrolling.
    document.body.style.overflow = "hidden";
    if (!element.open) element.showModal();
    latest.current.initialFocus?.current?.focus();
    return () => {
      unmounting.current = true;
      if (element.open) element.close();
      document.body.style.overflow = overflow;
      (latest.current.returnFocus?.() ?? opener)?.focus();
    };
  }, []);

  const requestClose = () => onClose?.();

  return (
    // The listeners are the dialog's own Escape and its backdrop (a click outside the panel), not controls.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={fullScreenOnNarrow ? `${styles.dialog} ${styles.fullScreenOnNarrow}` : styles.dialog}
      onKeyDown={(event) => {
        // Handled here too (not only as `cancel`), so Escape behaves the same in test DOMs without one.
        if (event.key !== "Escape") return;
        event.preventDefault();
        event.stopPropagation();
        requestClose();
      }}
      onCancel={(event) => {
        // The browser would close it behind React's back: the caller decides.
        event.preventDefault();
        requestClose();
      }}
      onClose={() => {
        // Closed by the browser anyway (a repeated Escape may not be cancellable): a dismissable dialog
        // tells its caller, one that cannot be dismissed opens again.
        if (unmounting.current) return;
        if (onClose) onClose();
        else dialog.current?.showModal();
      }}
      onClick={(event) => {
        if (closeOnBackdropClick && event.target === event.currentTarget) requestClose();
      }}
    >
      <div className={className}>{children}</div>
    </dialog>
  );
}
