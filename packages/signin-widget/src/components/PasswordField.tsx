import { useId, useState } from "react";
import { useWidget } from "../state/context";
import { FieldError } from "./ui";

interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  autoComplete: "new-password" | "current-password";
  error: string;
  disabled?: boolean;
  describedBy?: string;
}

/** A password input with a show/hide toggle and the server's message under it. */
export function PasswordField({ value, onChange, autoComplete, error, disabled, describedBy }: PasswordFieldProps) {
  const { t } = useWidget();
  const [visible, setVisible] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  const described = [error ? errorId : "", describedBy ?? ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="dw-field">
      <label htmlFor={id} className="dw-label">
        {t("passwordLabel")}
      </label>
      <div className="dw-password">
        <input
          id={id}
          className="dw-input"
          type={visible ? "text" : "password"}
          value={value}
          autoComplete={autoComplete}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="dw-toggle"
          aria-pressed={visible}
          aria-label={visible ? t("hidePassword") : t("showPassword")}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" fill="none" stroke="currentColor" strokeWidth="2" />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
            {visible && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" />}
          </svg>
        </button>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
