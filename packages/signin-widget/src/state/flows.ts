import { loginTokenTypeParam } from "@dugout/contracts/common";
import { widgetEventNames } from "@dugout/contracts/signin-widget";
import { useMemo } from "react";
import { useWidget } from "./context";

/**
 * The steps several screens share: each makes its call and moves the machine on; failures are left
 * to the caller's useAction.
 */
export function useFlows() {
  const { client, config, dispatch, telemetry, returnUrl, callbacks } = useWidget();
  return useMemo(() => {
    const resetRedirect = config.passwordOptions?.resetPasswordRedirectURL ?? returnUrl;
    return {
      async sendMagicLink(email: string) {
        const options = config.emailMagicLinksOptions;
        await client.sendMagicLink({
          email,
          redirectUrl: options.loginRedirectURL ?? returnUrl,
          expirationMinutes: options.loginExpirationMinutes,
        });
        dispatch({ type: "setMagicLinkEmail", email });
        telemetry.log(widgetEventNames.emailSent, { email });
        callbacks.onEvent?.({ type: "email sent", data: { email } });
        dispatch({ type: "goto", screen: "EmailConfirmation" });
      },
      async sendEmailOtp(email: string) {
        const expirationMinutes = config.otpOptions?.expirationMinutes ?? 10;
        const { methodId } = await client.sendEmailOtp({ email, expirationMinutes });
        dispatch({ type: "updateOtp", otp: { type: "email", methodId, otpDestination: email, sentAt: Date.now() } });
        dispatch({ type: "goto", screen: "OTPAuthenticate" });
      },
      /** Starts a reset email and shows the screen that explains why it was sent. */
      async startReset(
        email: string,
        screen: "PasswordForgot" | "PasswordSetNew" | "PasswordBreached" | "PasswordDedupe",
      ) {
        await client.resetByEmailStart({ email, redirectUrl: withTokenType(resetRedirect, "reset_password") });
        dispatch({ type: "updatePassword", password: { email } });
        dispatch({ type: "goto", screen });
      },
    };
  }, [client, config, dispatch, telemetry, returnUrl, callbacks]);
}

/** The reset link comes back with `token`; the type tells the widget which form to show. */
export function withTokenType(url: string, type: string): string {
  const parsed = new URL(url, window.location.href);
  parsed.searchParams.set(loginTokenTypeParam, type);
  return parsed.toString();
}
