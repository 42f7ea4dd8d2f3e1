import type { ButtonHTMLAttributes, ReactNode } from "react";
import { useWidget } from "../state/context";
import { SafeText } from "./SafeText";

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: "primary" | "secondary" | "link" };

export function Button({ variant = "primary", className, type = "button", ...rest }: ButtonProps) {
  return <button type={type} className={`dw-btn dw-btn-${variant}${className ? ` ${className}` : ""}`} {...rest} />;
}

export function BackButton() {
  const { dispatch, t } = useWidget();
  return (
    <button type="button" className="dw-back" aria-label={t("back")} onClick={() => dispatch({ type: "back" })}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

/** The screen's title; focused on arrival so keyboard and screen-reader users follow the flow. */
export function Title({ children }: { children: ReactNode }) {
  return (
    <h2 className="dw-title" tabIndex={-1} data-dw-autofocus="">
      {children}
    </h2>
  );
}

export function FieldError({ id, message }: { id: string; message: string }) {
  if (!message) return null;
  return (
    <p id={id} className="dw-field-error" role="alert">
      <SafeText message={message} />
    </p>
  );
}

export { Banner } from "./Banner";

export function Divider() {
  const { t } = useWidget();
  return (
    <div className="dw-divider" role="separator">
      <span>{t("divider")}</span>
    </div>
  );
}

export function CheckGraphic() {
  return (
    <svg className="dw-check" viewBox="0 0 72 72" width="72" height="72" aria-hidden="true" focusable="false">
      <circle cx="36" cy="36" r="34" fill="var(--dw-success)" />
      <path
        d="M21 37l10 10 20-22"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Spinner() {
  return <span className="dw-spinner" aria-hidden="true" />;
}
