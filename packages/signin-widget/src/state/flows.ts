import { loginTokenTypeParam } from "@dugout/contracts/login-token";
import { widgetEventNames, type WidgetConfig } from "@dugout/contracts/signin-widget";
import { useMemo } from "react";
import type { PhoneChannel } from "../client/identity-client";
import { useWidget } from "./context";

/**
 * The steps several screens share: each makes its call and moves the machine on; failures are left
 * to the caller's useAction.
 */
export function useFlows() {
  const { client, config, dispatch, telemetry, returnUrl, callbacks, state } = useWidget();
  const screen = state.screen;
  return useMemo(() => {
    const resetRedirect = config.passwordOptions?.resetPasswordRedirectURL ?? returnUrl;
    return {
      async sendMagicLink(email: string) {
        const options = config.emailMagicLinksOptions;
        // From a password screen, a login link follows passwordOptions where it says something.
        const password = screen.startsWith("Password") ? config.passwordOptions : undefined;
        await client.sendMagicLink({
          email,
          loginRedirectUrl: password?.loginRedirectURL ?? options.loginRedirectURL ?? returnUrl,
          signupRedirectUrl: options.signupRedirectURL ?? options.loginRedirectURL ?? returnUrl,
          loginExpirationMinutes: password?.loginExpirationMinutes ?? options.loginExpirationMinutes,
          signupExpirationMinutes: options.signupExpirationMinutes,
          createUserAsPending: options.createUserAsPending,
        });
        dispatch({ type: "setMagicLinkEmail", email });
        telemetry.log(widgetEventNames.emailSent, { email });
        callbacks.onEvent?.({ type: "email sent", data: { email } });
        dispatch({ type: "goto", screen: "EmailConfirmation" });
      },
      async sendEmailOtp(email: string) {
        const { methodId } = await client.sendEmailOtp({
          email,
          expirationMinutes: config.otpOptions?.expirationMinutes,
          loginTemplateId: config.otpOptions?.loginTemplateId,
          signupTemplateId: config.otpOptions?.signupTemplateId,
        });
        dispatch({
          type: "updateOtp",
          otp: { type: "email", methodId, otpDestination: email, sentAt: Date.now(), channel: undefined },
        });
        dispatch({ type: "goto", screen: "OTPAuthenticate" });
      },
      /** `number` in E.164; `destination` is how the passcode screen names it (international format). */
      async sendPhoneOtp(number: string, channel: PhoneChannel, destination: string = number) {
        const { methodId } = await client.sendPhoneOtp({
          phoneNumber: number,
          channel,
          expirationMinutes: config.otpOptions?.expirationMinutes,
        });
        dispatch({
          type: "updateOtp",
          otp: { type: "other", methodId, otpDestination: destination, sentAt: Date.now(), channel },
        });
        dispatch({ type: "goto", screen: "OTPAuthenticate" });
      },
      /** Starts a reset email and shows the screen that explains why it was sent. */
      async startReset(
        email: string,
        screen: "PasswordForgot" | "PasswordSetNew" | "PasswordBreached" | "PasswordDedupe",
      ) {
        await client.resetByEmailStart(resetRequest(config, email, resetRedirect));
        dispatch({ type: "updatePassword", password: { email } });
        dispatch({ type: "goto", screen });
      },
    };
  }, [client, config, dispatch, telemetry, returnUrl, callbacks, screen]);
}

/** A reset email as passwordOptions asks for it: where the link lands, how long it lives, which template. */
export function resetRequest(config: WidgetConfig, email: string, redirect: string) {
  return {
    email,
    redirectUrl: withTokenType(redirect, "reset_password"),
    expirationMinutes: config.passwordOptions?.resetPasswordExpirationMinutes,
    templateId: config.passwordOptions?.resetPasswordTemplateId,
  };
}

/** The reset link comes back with `token`; the type tells the widget which form to show. */
function withTokenType(url: string, type: string): string {
  const parsed = new URL(url, window.location.href);
  parsed.searchParams.set(loginTokenTypeParam, type);
  return parsed.toString();
}
