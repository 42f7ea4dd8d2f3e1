import type { PasswordStrengthResult } from "@dugout/contracts/signin-widget";
import { signinWidgetConstants } from "@dugout/contracts/signin-widget-constants";
import { useWidget } from "../state/context";
import { strengthReasons } from "./strength-reasons";

const segments = signinWidgetConstants.passwordMeterSegments;

/**
 * The verdict: four segments and zxcvbn's feedback, or the LUDS rules still unmet; plus the breach
 * warning under either policy. A refused password always shows at least one reason in words, so a
 * disabled Continue is never unexplained; the field points here with aria-describedby (`id`).
 */
export function StrengthMeter({ id, result }: { id: string; result: PasswordStrengthResult | null }) {
  const { t, bootstrap } = useWidget();
  if (!result) return <div id={id} className="dw-strength" aria-live="polite" />;
  const reasons = strengthReasons(result, t, bootstrap.passwordConfig);
  // A refused password always shows at least one red segment, and never a full bar.
  const filled = result.valid_password ? segments : Math.max(1, Math.min(result.score, segments - 1));
  const reasonClass = result.valid_password ? "dw-hint" : "dw-warn";
  return (
    <div id={id} className="dw-strength" aria-live="polite">
      {result.strength_policy === "zxcvbn" && (
        <div
          className={`dw-meter${result.valid_password ? " dw-meter-valid" : ""}`}
          role="img"
          aria-label={t("passwordStrength", { score: filled, max: segments })}
        >
          {Array.from({ length: segments }, (_, index) => (
            <span key={index} className={index < filled ? "dw-seg dw-seg-on" : "dw-seg"} />
          ))}
        </div>
      )}
      {reasons.rules.length > 0 && (
        <ul className="dw-rules">
          {reasons.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      )}
      {reasons.notes.map((note) => (
        <p key={note} className={reasonClass}>
          {note}
        </p>
      ))}
      {result.breached_password && <p className="dw-warn">{t("breachedPassword")}</p>}
    </div>
  );
}
