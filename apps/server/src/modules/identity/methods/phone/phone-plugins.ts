import { phoneNumber } from "better-auth/plugins";
import type { BetterAuthDeps } from "../../better-auth";
import { phoneOtpMessage } from "../../emails";
import { widgetOptions } from "../../widget-options";
import { phonePlaceholderEmail } from "./phone-numbers";
import { passcodeNotSent } from "./phone-passcodes";

/** Text and WhatsApp passcodes: Better Auth's phone-number plugin, sending through the messaging port. */
export const phonePlugins = (deps: BetterAuthDeps) =>
  [
    // Text and WhatsApp passcodes; hooks.before checks the number and channel, and hashes the
    // submitted code to match the stored hash (phone-passcodes.ts).
    phoneNumber({
      otpLength: 6,
      expiresIn: deps.lifetimes.otpMinutes * 60,
      allowedAttempts: 5,
      // A phone-only account still needs an email (NOT NULL): a placeholder no mail can reach.
      signUpOnVerification: { getTempEmail: phonePlaceholderEmail, getTempName: (phone) => phone },
      async sendOTP({ phoneNumber: to, code }, ctx) {
        const options = widgetOptions();
        const minutes = options.expirationMinutes ?? deps.lifetimes.otpMinutes;
        if (ctx && minutes !== deps.lifetimes.otpMinutes) {
          await ctx.context.internalAdapter.updateVerificationByIdentifier(`phone-number-otp-${to}`, {
            expiresAt: new Date(Date.now() + minutes * 60_000),
          });
        }
        const message = phoneOtpMessage(options.phoneChannel ?? "sms", to, code, minutes);
        await deps.messaging.send(message).catch((error: unknown) => {
          throw passcodeNotSent(error);
        });
      },
    }),
  ] as const;
