import type { WidgetConfig } from "@dugout/contracts/signin-widget";
import type { ServerLimits } from "./client/identity-client";

/**
 * What in a valid configuration this server cannot honour: a lifetime above the server's, a message
 * template it does not have, or a phone method whose channel it cannot send on. The widget shows the first problem as a configuration error as soon as the
 * bootstrap says what the server allows, instead of letting each send fail (the server refuses the same
 * values with the same words).
 */
export function serverLimitProblems(config: WidgetConfig, limits: ServerLimits | undefined): string[] {
  if (!limits) return [];
  const problems: string[] = [];
  const atMost = (name: string, value: number | undefined, max: number) => {
    if (value !== undefined && value > max)
      problems.push(`Error: ${name} is ${value} minutes; this server allows at most ${max}.`);
  };
  const template = (name: string, id: string | undefined) => {
    if (id !== undefined && !limits.messageTemplates.includes(id))
      problems.push(
        `Error: ${name} ${JSON.stringify(id)} is not a template of this server (${limits.messageTemplates.join(", ")}).`,
      );
  };
  atMost("otpOptions.expirationMinutes", config.otpOptions?.expirationMinutes, limits.otpMinutes);
  template("otpOptions.loginTemplateId", config.otpOptions?.loginTemplateId);
  template("otpOptions.signupTemplateId", config.otpOptions?.signupTemplateId);
  const eml = config.emailMagicLinksOptions;
  atMost("emailMagicLinksOptions.loginExpirationMinutes", eml.loginExpirationMinutes, limits.magicLinkMinutes);
  atMost("emailMagicLinksOptions.signupExpirationMinutes", eml.signupExpirationMinutes, limits.magicLinkMinutes);
  const password = config.passwordOptions;
  atMost("passwordOptions.loginExpirationMinutes", password?.loginExpirationMinutes, limits.magicLinkMinutes);
  atMost(
    "passwordOptions.resetPasswordExpirationMinutes",
    password?.resetPasswordExpirationMinutes,
    limits.magicLinkMinutes,
  );
  template("passwordOptions.resetPasswordTemplateId", password?.resetPasswordTemplateId);
  atMost("sessionOptions.sessionDurationMinutes", config.sessionOptions.sessionDurationMinutes, limits.sessionMinutes);
  for (const method of config.products.includes("otp") ? (config.otpOptions?.methods ?? []) : []) {
    if (method !== "email" && !limits.phoneChannels.includes(method))
      problems.push(
        `Error: ${method === "sms" ? "Text message" : "WhatsApp"} passcodes are not available on this server.`,
      );
  }
  return problems;
}
