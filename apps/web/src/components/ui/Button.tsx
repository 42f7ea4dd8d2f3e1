import type { ButtonHTMLAttributes, Ref } from "react";
import styles from "./Button.module.css";

/**
 * `link` is for a button that sits in running text or a table cell and opens something (a row's detail):
 * underlined like a link, without a button's frame.
 */
export type ButtonVariant = "primary" | "secondary" | "danger" | "dangerOutline" | "link";

/**
 * The class of a control that looks like a button. For the few links that must look like one (a
 * download, which only a link can start); everything that acts on the page is a `Button`.
 */
export function buttonClassName(variant: ButtonVariant, className?: string): string {
  return [styles.button, styles[variant], className].filter(Boolean).join(" ");
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** While its action runs: the button is disabled and says so to assistive technology. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button in one of five looks. `type` defaults to "button", so a button placed in a form never
 * submits it by accident; a submit button says `type="submit"`.
 */
export function Button({ variant = "secondary", busy = false, className, type, disabled, ...rest }: ButtonProps) {
  return (
    <button
      type={type ?? "button"}
      className={buttonClassName(variant, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    />
  );
}
