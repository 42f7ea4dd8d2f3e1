import { widgetScreens, type WidgetScreen } from "@dugout/contracts/signin-widget";
import type { ComponentType } from "react";
import { ConfirmSignInScreen } from "./ConfirmSignIn";
import { EmailConfirmationScreen } from "./EmailConfirmation";
import { ErrorScreen } from "./ErrorScreen";
import { IdpConsentScreen } from "./IdpConsentScreen";
import { MainScreen } from "./main/Main";
import { OtpAuthenticateScreen } from "./OtpAuthenticate";
import { OtpConfirmationScreen } from "./OtpConfirmation";
import { PasswordConfirmationScreen } from "./password/PasswordConfirmation";
import { PasswordCreateOrLoginScreen } from "./password/PasswordCreateOrLogin";
import {
  PasswordBreachedScreen,
  PasswordDedupeScreen,
  PasswordForgotScreen,
  PasswordSetNewScreen,
} from "./password/PasswordEmailSent";
import { PasswordResetFormScreen } from "./password/PasswordResetForm";
import { PasskeyConfirmationScreen } from "./passkeys/PasskeyConfirmation";
import { PasskeyRegistrationSuccessScreen } from "./passkeys/PasskeyRegistrationSuccess";
import { RegisterNewPasskeyScreen } from "./passkeys/RegisterNewPasskey";
import * as wallets from "../crypto/lazy";

/**
 * Every screen of the machine (all 23 names from the contracts) and what renders it. `null`: the
 * screen belongs to a later part (wallets) and shows the generic error until its
 * component is registered here; the machine and the other screens need no change for that.
 */
export const screenRegistry: Record<WidgetScreen, ComponentType | null> = {
  Main: MainScreen,
  RegisterNewPasskey: RegisterNewPasskeyScreen,
  PasskeyRegistrationSuccess: PasskeyRegistrationSuccessScreen,
  PasskeyConfirmation: PasskeyConfirmationScreen,
  PasswordCreateOrLogin: PasswordCreateOrLoginScreen,
  PasswordResetForm: PasswordResetFormScreen,
  PasswordForgot: PasswordForgotScreen,
  PasswordBreached: PasswordBreachedScreen,
  PasswordSetNew: PasswordSetNewScreen,
  PasswordDedupe: PasswordDedupeScreen,
  PasswordConfirmation: PasswordConfirmationScreen,
  EmailConfirmation: EmailConfirmationScreen,
  OTPAuthenticate: OtpAuthenticateScreen,
  OTPConfirmation: OtpConfirmationScreen,
  CryptoConnect: wallets.CryptoConnect,
  CryptoSignMessage: wallets.CryptoSignMessage,
  CryptoOtherScreen: wallets.CryptoOtherScreen,
  CryptoSetupWallet: wallets.CryptoSetupWallet,
  CryptoError: wallets.CryptoError,
  CryptoConfirmation: wallets.CryptoConfirmation,
  IDPConsent: IdpConsentScreen,
  Error: ErrorScreen,
  ConfirmSignIn: ConfirmSignInScreen,
};

export const allScreens: readonly WidgetScreen[] = widgetScreens;

export function screenComponent(screen: WidgetScreen): ComponentType {
  return screenRegistry[screen] ?? ErrorScreen;
}
