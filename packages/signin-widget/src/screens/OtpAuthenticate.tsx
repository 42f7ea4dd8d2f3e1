import { signinWidgetConstants } from "@dugout/contracts/signin-widget-constants";
import { useEffect, useId, useRef, useState } from "react";
import { WidgetApiError } from "../client/http";
import { asClock, useSecondsLeft } from "../components/countdown";
import { RateLimitBanner, useRetryBlocked } from "../components/RateLimitBanner";
import { BackButton, Button, FieldError, Title } from "../components/ui";
import { useWidget } from "../state/context";
import { useAction } from "../state/use-action";
import { PasscodeInput } from "./PasscodeInput";

const emptyCode = (): string[] => Array.from({ length: signinWidgetConstants.passcodeLength }, () => "");
/**
 * A wrong code gets the message of docs/requirements/sign-in-widget.md#messages; an expired or used-up code keeps the server's message,
 * which says to ask for a new one.
 */
const keepServerMessage = new Set(["otp_expired", "too_many_attempts"]);

export function OtpAuthenticateScreen() {
  const { state, dispatch, t, client, config, toasts, signedIn } = useWidget();
  const { otp } = state;
  const { run, busy } = useAction();
  const blocked = useRetryBlocked() > 0;
  const [digits, setDigits] = useState(emptyCode);
  const submitted = useRef("");
  const id = useId();
  const { bootstrap } = useWidget();
  // The countdown is the lifetime the message states: the configured one, else the server's.
  const expirationMinutes =
    config.otpOptions?.expirationMinutes ??
    bootstrap.limits?.otpMinutes ??
    signinWidgetConstants.defaultOtpExpirationMinutes;
  const left = useSecondsLeft(otp.sentAt + expirationMinutes * 60_000);

  const code = digits.join("");
  useEffect(() => {
    if (code.length !== signinWidgetConstants.passcodeLength || busy || submitted.current === code) return;
    submitted.current = code;
    void run(
      async () => {
        const input = {
          methodId: otp.methodId,
          code,
          sessionDurationMinutes: config.sessionOptions.sessionDurationMinutes,
        };
        await (otp.type === "other" ? client.authenticatePhoneOtp(input) : client.authenticateOtp(input));
        signedIn("otp");
        dispatch({ type: "goto", screen: "OTPConfirmation" });
      },
      (error) => {
        setDigits(emptyCode());
        submitted.current = "";
        if (
          error instanceof WidgetApiError &&
          (error.status === 400 || error.status === 401) &&
          !keepServerMessage.has(error.errorType)
        ) {
          dispatch({ type: "setError", message: t("invalidPasscode") });
          return true;
        }
        return false;
      },
    );
  }, [
    code,
    busy,
    run,
    client,
    otp.type,
    otp.methodId,
    config.sessionOptions.sessionDurationMinutes,
    signedIn,
    dispatch,
    t,
  ]);

  const resend = () =>
    run(
      async () => {
        // A phone code goes out again on the channel of the first one.
        const { methodId } =
          otp.type === "other"
            ? await client.sendPhoneOtp({
                phoneNumber: otp.methodId,
                channel: otp.channel ?? "sms",
                expirationMinutes,
              })
            : await client.sendEmailOtp({ email: otp.otpDestination, expirationMinutes });
        dispatch({ type: "updateOtp", otp: { methodId, sentAt: Date.now() } });
        setDigits(emptyCode());
        submitted.current = "";
        toasts.show("success", t("codeResent"));
      },
      (error) => {
        if (error instanceof WidgetApiError && error.status === 429) return false;
        toasts.show("error", error instanceof Error ? error.message : t("genericError"));
        return true;
      },
    );

  const errorId = `${id}-error`;
  return (
    <>
      <BackButton />
      <Title>{t("enterPasscode")}</Title>
      <p className="dw-text">{t("passcodeSent", { destination: otp.otpDestination })}</p>
      <RateLimitBanner />
      <PasscodeInput
        digits={digits}
        onChange={setDigits}
        disabled={busy || blocked}
        invalid={Boolean(state.errorMessage)}
        describedBy={state.errorMessage ? errorId : undefined}
      />
      <FieldError id={errorId} message={state.errorMessage} />
      {busy && code.length === signinWidgetConstants.passcodeLength ? (
        <div className="dw-verifying" role="status">
          <p className="dw-text">{t("verifyingPasscode")}</p>
          <div className="dw-progress">
            <span />
          </div>
        </div>
      ) : (
        <p className="dw-text dw-expiry" aria-live="off">
          {left > 0 ? t("codeExpiresIn", { time: asClock(left) }) : t("codeExpired")}{" "}
          <Button variant="link" onClick={() => void resend()} disabled={busy || blocked}>
            {t("resendCode")}
          </Button>
        </p>
      )}
    </>
  );
}
