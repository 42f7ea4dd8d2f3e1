import type { Bootstrap, PasswordStrengthResult } from "@dugout/contracts/signin-widget";
import type { Translate } from "../strings";

export interface StrengthReasons {
  /** LUDS rules still unmet, with the configured counts. */
  rules: string[];
  /** The server's words on the password: zxcvbn's warning, else its suggestions, else ours. */
  notes: string[];
}

/**
 * Why the server refuses (or warns about) a password, in words. Under zxcvbn: the warning, or when it
 * has none the suggestions; under LUDS: the unmet rules. A refused password that none of these explain
 * (and that is not breached, which has its own warning) gets the generic `weakPassword` text.
 */
export function strengthReasons(
  result: PasswordStrengthResult,
  t: Translate,
  passwordConfig: Bootstrap["passwordConfig"],
): StrengthReasons {
  const { feedback } = result;
  const rules: string[] = [];
  const notes: string[] = [];
  if (result.strength_policy === "luds") {
    const luds = feedback.luds_requirements;
    if (luds.missing_characters > 0) {
      rules.push(t("ludsMinLength", { count: passwordConfig?.ludsMinimumCount ?? luds.missing_characters }));
    }
    if (luds.missing_complexity > 0) {
      rules.push(t("ludsComplexity", { count: passwordConfig?.ludsComplexity ?? luds.missing_complexity }));
    }
  } else if (!result.breached_password) {
    if (feedback.warning) notes.push(feedback.warning);
    else if (!result.valid_password) notes.push(...feedback.suggestions.filter(Boolean));
  }
  const explained = rules.length > 0 || notes.length > 0 || result.breached_password;
  if (!result.valid_password && !explained) notes.push(t("weakPassword"));
  return { rules, notes };
}
