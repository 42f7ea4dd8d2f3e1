import type { PasswordStrengthResult } from "@dugout/contracts/signin-widget";
import { signinWidgetConstants } from "@dugout/contracts/signin-widget-constants";
import { useWidget } from "../state/context";

const segments = signinWidgetConstants.passwordMeterSegments;

/**
 * The verdict: four segments and zxcvbn's warning, or the LUDS rules still unmet; plus the breach
 * warning under either policy.
 */
export function StrengthMeter({ id, result }: { id: string; result: PasswordStrengthResult | null }) {
  const { t, bootstrap } = useWidget();
  if (!result) return <div id={id} className="dw-strength" aria-live="polite" />;
  const luds = result.feedback.luds_requirements;
  // A refused password always shows at least one red segment, and never a full bar.
  const filled = result.valid_password ? segments : Math.max(1, Math.min(result.score, segments - 1));
  return (
    <div id={id} className="dw-strength" aria-live="polite">
      {result.strength_policy === "zxcvbn" ? (
        <>
          <div
            className={`dw-meter${result.valid_password ? " dw-meter-valid" : ""}`}
            role="img"
            aria-label={t("passwordStrength", { score: filled, max: segments })}
          >
            {Array.from({ length: segments }, (_, index) => (
              <span key={index} className={index < filled ? "dw-seg dw-seg-on" : "dw-seg"} />
            ))}
          </div>
          {result.feedback.warning && !result.breached_password && <p className="dw-hint">{result.feedback.warning}</p>}
        </>
      ) : (
        <ul className="dw-rules">
          {luds.missing_characters > 0 && (
            <li>
              {t("ludsMinLength", { count: bootstrap.passwordConfig?.ludsMinimumCount ?? luds.missing_characters })}
            </li>
          )}
          {luds.missing_complexity > 0 && (
            <li>
              {t("ludsComplexity", { count: bootstrap.passwordConfig?.ludsComplexity ?? luds.missing_complexity })}
            </li>
          )}
        </ul>
      )}
      {result.breached_password && <p className="dw-warn">{t("breachedPassword")}</p>}
    </div>
  );
}
