import { useSyncExternalStore } from "react";
import { useWidget } from "../state/context";

/** The visible toasts; success/info are polite, errors assertive. */
export function Toaster() {
  const { toasts, t } = useWidget();
  const list = useSyncExternalStore(toasts.subscribe, toasts.current, toasts.current);
  return (
    <div className="dw-toasts">
      {list.map((toast) => (
        <div
          key={toast.id}
          className={`dw-toast dw-toast-${toast.type}${toast.visible ? "" : " dw-toast-out"}`}
          role={toast.type === "error" ? "alert" : "status"}
        >
          <span>{toast.message}</span>
          <button
            type="button"
            className="dw-toast-close"
            aria-label={t("dismiss")}
            onClick={() => toasts.dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
