import type { WidgetConfig } from "@dugout/contracts/signin-widget";

/** What 'Continue' on the email form does for this configuration. */
export type EmailFlow = "password" | "otp" | "magicLink";

export const hasEmailOtp = (config: WidgetConfig): boolean =>
  config.products.includes("otp") && (config.otpOptions?.methods.includes("email") ?? false);

export function emailFlow(config: WidgetConfig): EmailFlow | null {
  if (config.products.includes("passwords")) return "password";
  if (hasEmailOtp(config)) return "otp";
  if (config.products.includes("emailMagicLinks")) return "magicLink";
  return null;
}

/** Something, an @, something, a dot, something; no spaces. */
export const isValidEmail = (email: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
