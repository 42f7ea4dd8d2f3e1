import type { FastifyBaseLogger } from "fastify";
import type { LimitDecision, LimitRule } from "../../../../rate-limits/store";
import { identityApiError } from "../../api-errors";

/**
 * The site's hourly budget of phone passcodes (SIGNIN_SMS_PER_HOUR), texts and WhatsApp messages
 * together. Per-address and per-IP caps do not stop SMS pumping: N numbers and N addresses send N times
 * the cap. The budget is one counter in the app's shared store (rate-limits/), so every instance spends
 * from the same hour; once it is spent, sends are refused (429 passcode_budget_exhausted) until the
 * hour's window ends, and the operator hears of it once per window, not once per refusal.
 */
export const phoneBudgetKey = "phone-passcodes:site";
const alertKey = `${phoneBudgetKey}:alerted`;

export interface PhoneBudget {
  /** Spends one passcode of the hour, or throws the refusal the caller sees. */
  spend(): Promise<void>;
}

export function createPhoneBudget(options: {
  perHour: number;
  hit(key: string, rule: LimitRule): Promise<LimitDecision>;
  log: Pick<FastifyBaseLogger, "error">;
}): PhoneBudget {
  const rule = { max: options.perHour, windowSeconds: 3600 };
  return {
    async spend() {
      const decision = await options.hit(phoneBudgetKey, rule);
      if (decision.allowed) return;
      // Only the first refusal of the window passes this second counter, whichever instance it reaches.
      const first = await options.hit(alertKey, { max: 1, windowSeconds: decision.retryAfterSeconds });
      if (first.allowed) {
        options.log.error(
          { source: "identity", event: "phone_passcode_budget_spent", perHour: options.perHour },
          `The hourly budget of phone passcodes (SIGNIN_SMS_PER_HOUR=${options.perHour}) is spent: texts and WhatsApp passcodes are refused for ${decision.retryAfterSeconds} seconds. Raise it if this is real traffic; otherwise someone may be sending passcodes to numbers they profit from (SMS pumping).`,
        );
      }
      throw identityApiError("passcode_budget_exhausted", undefined, decision.retryAfterSeconds);
    },
  };
}
