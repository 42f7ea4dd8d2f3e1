import { useCallback, useEffect, useRef, useState } from "react";
import { toastDurationMs } from "@dugout/contracts/pages";
import { DismissButton } from "./DismissButton";
import styles from "./Toast.module.css";

export interface ToastMessage {
  text: string;
  tone: "success" | "error";
}

/** One toast at a time, closing itself after 3 s (docs/requirements/platform.md, application toasts). */
export function useToast() {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const show = useCallback((message: ToastMessage) => {
    if (timer.current) clearTimeout(timer.current);
    setToast(message);
    timer.current = setTimeout(() => setToast(null), toastDurationMs);
  }, []);
  const close = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setToast(null);
  }, []);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return { toast, show, close };
}

/** The live region is always present so screen readers announce each new message. */
export function Toast({ toast, onClose }: { toast: ToastMessage | null; onClose: () => void }) {
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toast && (
        <div className={toast.tone === "error" ? `${styles.toast} ${styles.error}` : styles.toast}>
          <span>{toast.text}</span>
          <DismissButton label="Dismiss" onClick={onClose} />
        </div>
      )}
    </div>
  );
}
