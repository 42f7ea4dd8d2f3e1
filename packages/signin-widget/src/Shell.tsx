import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { injectStyles } from "./styles";

/**
 * Where the widget renders: the page itself (styles added to the head once), or a shadow root on a
 * host element so the page's CSS and the widget's cannot leak into each other.
 */
export function Shell({ shadow, children }: { shadow: boolean; children: ReactNode }) {
  const host = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    if (!shadow) {
      injectStyles(document);
      return;
    }
    const element = host.current;
    if (!element) return;
    const shadowRoot = element.shadowRoot ?? element.attachShadow({ mode: "open" });
    injectStyles(shadowRoot);
    setRoot(shadowRoot);
  }, [shadow]);
  if (!shadow) return <>{children}</>;
  return (
    <div ref={host} className="dw-host">
      {root && createPortal(children, root)}
    </div>
  );
}
