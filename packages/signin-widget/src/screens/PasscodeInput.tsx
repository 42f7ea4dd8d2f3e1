import { signinWidgetConstants } from "@dugout/contracts/signin-widget-constants";
import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from "react";
import { useWidget } from "../state/context";

const length = signinWidgetConstants.passcodeLength;

interface PasscodeInputProps {
  digits: string[];
  onChange: (digits: string[]) => void;
  disabled: boolean;
  describedBy?: string;
  invalid: boolean;
}

/** Six one-digit boxes: digits only, focus moves on, paste fills them all. */
export function PasscodeInput({ digits, onChange, disabled, describedBy, invalid }: PasscodeInputProps) {
  const { t } = useWidget();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const firstEmpty = digits.findIndex((digit) => !digit);
  useEffect(() => {
    if (!disabled && digits.every((digit) => !digit)) boxes.current[0]?.focus();
  }, [disabled, digits]);

  const fill = (start: number, typed: string) => {
    const incoming = typed.replace(/\D/g, "").slice(0, length - start);
    if (!incoming) return;
    const next = [...digits];
    for (let offset = 0; offset < incoming.length; offset += 1) next[start + offset] = incoming[offset] ?? "";
    onChange(next);
    boxes.current[Math.min(start + incoming.length, length - 1)]?.focus();
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && !digits[index] && index > 0) {
      const next = [...digits];
      next[index - 1] = "";
      onChange(next);
      boxes.current[index - 1]?.focus();
      event.preventDefault();
    } else if (event.key === "ArrowLeft" && index > 0) boxes.current[index - 1]?.focus();
    else if (event.key === "ArrowRight" && index < length - 1) boxes.current[index + 1]?.focus();
  };
  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData("text"));
  };

  return (
    <div className="dw-passcode" role="group" aria-label={t("enterPasscode")} aria-describedby={describedBy}>
      {Array.from({ length }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="dw-digit"
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          // The screen's first field: focused on arrival, so a code typed at once lands (SignInWidget).
          data-dw-focus-field={index === 0 ? "" : undefined}
          pattern="[0-9]*"
          maxLength={index === 0 ? length : 1}
          aria-label={t("passcodeDigit", { position: index + 1, length })}
          aria-invalid={invalid || undefined}
          value={digits[index] ?? ""}
          disabled={disabled}
          tabIndex={firstEmpty === -1 || index === firstEmpty || digits[index] ? 0 : -1}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onChange={(event) => {
            const value = event.target.value.replace(/\D/g, "");
            if (!value) {
              const next = [...digits];
              next[index] = "";
              onChange(next);
              return;
            }
            // A box holding a digit receives the new one typed over it.
            fill(index, value.length > 1 && digits[index] ? value.slice(-1) : value);
          }}
        />
      ))}
    </div>
  );
}
