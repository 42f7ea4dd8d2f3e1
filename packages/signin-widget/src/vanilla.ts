import { signinWidgetConfigErrors } from "@dugout/contracts/signin-widget-messages";
import type { WidgetConfigInput } from "@dugout/contracts/signin-widget";
import { createElement } from "react";
import { createRoot } from "react-dom/client";
import { SignInWidget, type SignInWidgetProps } from "./SignInWidget";

export interface MountedWidget {
  /** Re-renders with new options (the configuration is validated again). */
  update(config: WidgetConfigInput, options?: Omit<SignInWidgetProps, "config">): void;
  unmount(): void;
}

/**
 * Mounts the widget without React in the host's own code: `mount("#login", { products: [...] })`.
 * Throws when the selector matches no element.
 */
export function mount(
  selector: string | Element,
  config: WidgetConfigInput = {},
  options: Omit<SignInWidgetProps, "config"> = {},
): MountedWidget {
  const element = typeof selector === "string" ? document.querySelector(selector) : selector;
  if (!element)
    throw new Error(
      signinWidgetConfigErrors.mountTargetMissing(typeof selector === "string" ? selector : selector.tagName),
    );
  const root = createRoot(element);
  const render = (next: WidgetConfigInput, nextOptions: Omit<SignInWidgetProps, "config">) =>
    root.render(createElement(SignInWidget, { ...nextOptions, config: next }));
  render(config, options);
  return {
    update: (next, nextOptions = options) => render(next, nextOptions),
    unmount: () => root.unmount(),
  };
}

export { onSessionChange } from "./session/broadcast";
