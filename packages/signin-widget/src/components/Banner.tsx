import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { useWidget } from "../state/context";
import type { BannerKind } from "../state/machine";

interface BannerProps {
  kind: BannerKind;
  children: ReactNode;
  /**
   * Given: the banner can be closed with its close button or Escape. Left out for a countdown,
   * which must stay while it still disables the submits.
   */
  onDismiss?: () => void;
}

/**
 * The widget's one banner for messages that belong to the screen rather than to a field: errors are
 * announced at once (role="alert"), warnings and successes politely (role="status").
 */
export function Banner({ kind, children, onDismiss }: BannerProps) {
  const { t } = useWidget();
  const ref = useRef<HTMLDivElement>(null);
  useEscape(ref, onDismiss);
  return (
    <div ref={ref} className={`dw-banner dw-banner-${kind}`} role={kind === "error" ? "alert" : "status"}>
      <div className="dw-banner-text">{children}</div>
      {onDismiss && (
        <button type="button" className="dw-banner-close" aria-label={t("dismiss")} onClick={onDismiss}>
          ×
        </button>
      )}
    </div>
  );
}

/**
 * Escape anywhere inside this widget closes the banner; Escape elsewhere on the host's page is the
 * host's business, so the listener sits on the widget's root, not on the document.
 */
function useEscape(ref: RefObject<HTMLDivElement | null>, onDismiss: (() => void) | undefined) {
  const latest = useRef(onDismiss);
  useEffect(() => {
    latest.current = onDismiss;
  }, [onDismiss]);
  const dismissible = Boolean(onDismiss);
  useEffect(() => {
    const root = ref.current?.closest(".dw-root");
    if (!dismissible || !root) return undefined;
    const onKey = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key === "Escape") latest.current?.();
    };
    root.addEventListener("keydown", onKey);
    return () => root.removeEventListener("keydown", onKey);
  }, [ref, dismissible]);
}
