import { createHash } from "node:crypto";
import { emailOTP, magicLink } from "better-auth/plugins";
import type { BetterAuthDeps } from "../../better-auth";
import { landingUrl } from "../../emails";
import { emailOtpMessage, magicLinkMessage } from "../../message-templates";
import { boundBrowser } from "../../sign-in-binding";
import { widgetOptions } from "../../widget-options";

/** How the magic-link plugin keys a hashed token (`storeToken: "hashed"`): base64url SHA-256, unpadded. */
const hashedToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/** Email links and email passcodes: Better Auth's magic-link and email-OTP plugins, sending our messages. */
export const emailPlugins = (deps: BetterAuthDeps) =>
  [
    magicLink({
      expiresIn: deps.lifetimes.magicLinkMinutes * 60,
      storeToken: "hashed",
      async sendMagicLink({ email, token }, ctx) {
        const options = widgetOptions();
        const body = ctx?.body as { callbackURL?: unknown; newUserCallbackURL?: unknown } | undefined;
        // A new account lands on the sign-up page when the widget names one (signupRedirectURL).
        const signup = options.newAccount ? body?.newUserCallbackURL : undefined;
        const login = body?.callbackURL;
        const requested = typeof signup === "string" ? signup : typeof login === "string" ? login : undefined;
        const minutes = options.expirationMinutes ?? deps.lifetimes.magicLinkMinutes;
        if (ctx && minutes !== deps.lifetimes.magicLinkMinutes) {
          const identifier = `magic-link:${hashedToken(token)}`;
          await ctx.context.internalAdapter.updateVerificationByIdentifier(identifier, {
            expiresAt: new Date(Date.now() + minutes * 60_000),
          });
        }
        await deps.signInBindings.record({ token, email, minutes, binding: boundBrowser() });
        const url = landingUrl(deps.baseUrl, requested, token, "magic_links");
        await deps.messaging.send(magicLinkMessage(options.template ?? "dugout_default", email, url, minutes));
      },
    }),
    emailOTP({
      otpLength: 6,
      expiresIn: deps.lifetimes.otpMinutes * 60,
      storeOTP: "hashed",
      allowedAttempts: 5,
      async sendVerificationOTP({ email, otp, type }, ctx) {
        const options = widgetOptions();
        const minutes = options.expirationMinutes ?? deps.lifetimes.otpMinutes;
        if (ctx && minutes !== deps.lifetimes.otpMinutes) {
          await ctx.context.internalAdapter.updateVerificationByIdentifier(`${type}-otp-${email}`, {
            expiresAt: new Date(Date.now() + minutes * 60_000),
          });
        }
        await deps.messaging.send(emailOtpMessage(options.template ?? "dugout_default", email, otp, minutes));
      },
    }),
  ] as const;
