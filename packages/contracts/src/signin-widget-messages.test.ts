import { describe, expect, it } from "vitest";
import { signinWidgetConfigErrors, signinWidgetLabels, signinWidgetMessages } from "./signin-widget-messages";

describe("screen texts of docs/requirements/sign-in-widget.md#screens", () => {
  it("keeps the main screen texts", () => {
    expect(signinWidgetLabels.header).toBe("Sign up or log in");
    expect(signinWidgetLabels.divider).toBe("or");
    expect(signinWidgetLabels.continueWith("Google")).toBe("Continue with Google");
    expect(signinWidgetLabels.continueWith("Phantom")).toBe("Continue with Phantom");
    expect(signinWidgetLabels.continueWithEmailOtp).toBe("Continue with Email");
    expect(signinWidgetLabels.continueWithEmail).toBe("Continue with email");
    expect(signinWidgetLabels.continueWithText).toBe("Continue with Text");
    expect(signinWidgetLabels.continueWithWhatsApp).toBe("Continue with WhatsApp");
    expect(signinWidgetLabels.continueWithOtherWallet).toBe("Continue with other Crypto Wallet");
    expect(signinWidgetLabels.setUpWallet).toBe("Set up a new crypto wallet");
    expect(signinWidgetLabels.loginWithPasskey).toBe("Login with a Passkey");
    expect([signinWidgetLabels.tabText, signinWidgetLabels.tabWhatsApp, signinWidgetLabels.tabEmail]).toEqual([
      "Text",
      "WhatsApp",
      "Email",
    ]);
    expect(signinWidgetLabels.phonePlaceholder).toBe("(123) 456-7890");
  });

  it("keeps the passcode screens", () => {
    expect(signinWidgetLabels.enterPasscode).toBe("Enter passcode");
    expect(signinWidgetLabels.passcodeSent("+1 555 123 4567")).toBe(
      "A 6-digit passcode was sent to you at +1 555 123 4567.",
    );
    expect(signinWidgetLabels.verifyingPasscode).toBe("Verifying passcode...");
    expect(signinWidgetLabels.codeExpiresIn(125)).toBe("Your code expires in 2:05. Didn't get it?");
    expect(signinWidgetLabels.codeExpiresIn(9)).toBe("Your code expires in 0:09. Didn't get it?");
    expect(signinWidgetLabels.codeExpired).toBe("Your code has expired.");
    expect(signinWidgetLabels.resendCode).toBe("Resend code");
    expect(signinWidgetLabels.successTitle).toBe("Success");
    expect(signinWidgetLabels.passcodeVerified).toBe("Your passcode has been successfully verified.");
  });

  it("keeps the email confirmation screen", () => {
    expect(signinWidgetLabels.checkYourEmail).toBe("Check your email");
    expect(signinWidgetLabels.emailSentTo("a@example.com")).toBe("An email was sent to a@example.com.");
    expect(signinWidgetLabels.openInGmail).toBe("Open in Gmail");
    expect(signinWidgetLabels.openInYahoo).toBe("Open in Yahoo");
    expect(signinWidgetLabels.openInOutlook).toBe("Open in Outlook");
    expect(signinWidgetLabels.tryAgain).toBe("Try again");
  });

  it("keeps the password and crypto screens", () => {
    expect(signinWidgetLabels.finishCreatingAccount).toBe("Finish creating your account by setting a password.");
    expect(signinWidgetLabels.logIn).toBe("Log In");
    expect(signinWidgetLabels.forgotPassword).toBe("Forgot Password?");
    expect(signinWidgetLabels.emailMeLoginLink).toBe("Email me a login link");
    expect(signinWidgetLabels.emailMeLoginCode).toBe("Email me a login code");
    expect(signinWidgetLabels.chooseHowToCreate).toBe("Choose how you would like to create your account.");
    expect(signinWidgetLabels.createPasswordInstead).toBe("Create a password instead");
    expect(signinWidgetLabels.connectingWallet).toBe("Connecting to your wallet...");
  });

  it("keeps the consent and passkey management texts", () => {
    expect(signinWidgetMessages.consentDenied).toBe("Access to the application was denied.");
    expect(signinWidgetLabels.logOutQuestion).toBe("Log out?");
    expect(signinWidgetMessages.notLoggedOut).toBe("You have not been logged out. You may close this page.");
    expect(signinWidgetMessages.noActiveSession).toBe("No active session detected. Please log in to continue.");
    expect(signinWidgetMessages.missingOidcParam("client_id")).toBe(
      "Required parameter is missing: client_id. Please reach out to the application developer.",
    );
    expect(signinWidgetLabels.deletePasskeyWarning).toBe("Once deleted, the passkey cannot be restored.");
  });
});

describe("validation rules of docs/requirements/sign-in-widget.md#validation-rules", () => {
  it("keeps the validation messages", () => {
    expect(signinWidgetMessages.invalidEmailOtp).toBe("Invalid email, please try again.");
    expect(signinWidgetMessages.invalidEmail).toBe("Invalid email address");
    expect(signinWidgetMessages.invalidPhone).toBe("Invalid phone number, please try again.");
    expect(signinWidgetMessages.ludsMinLength(12)).toBe("Must be at least 12 characters long");
    expect(signinWidgetMessages.ludsComplexity(3)).toBe(
      "Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol",
    );
    expect(signinWidgetMessages.breachedPassword).toBe(
      "This password may have been used on a different site that experienced a security issue. Please choose another password.",
    );
    expect(signinWidgetConfigErrors.emlAndEmailOtp).toBe("Error: Cannot use both EML and Email OTP");
    expect(signinWidgetConfigErrors.passkeysAlone).toBe(
      "Error: Cannot use Passkeys by itself, please add another product to the config.",
    );
    expect(signinWidgetMessages.passkeyRegistrationNeedsUser).toBe(
      "Error: Cannot use PasskeyRegistration component without active user authenticated.",
    );
  });
});

describe("error catalogue of docs/requirements/sign-in-widget.md#messages", () => {
  it("keeps every message exactly", () => {
    expect(signinWidgetMessages.invalidPasscode).toBe("Invalid passcode, please try again.");
    expect(signinWidgetMessages.codeResent).toBe("Code resent");
    expect(signinWidgetMessages.emailResent).toBe("Email resent");
    expect(signinWidgetMessages.passkeyRegistrationNotFound).toBe(
      "Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.",
    );
    expect(signinWidgetMessages.passkeyUnknownError).toBe(
      "Unknown error occurred during passkey authentication. Please try again.",
    );
    expect(signinWidgetMessages.passkeyAlreadyRegistered).toBe(
      "The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.",
    );
    expect(signinWidgetMessages.passkeyNotCreated).toBe(
      "Your Passkey was not created. Click \u201CCreate a Passkey\u201D to try again or skip without adding a Passkey.",
    );
    expect(signinWidgetMessages.walletConnectFailed).toBe("[Error] Could not connect to wallet");
    expect(signinWidgetMessages.walletSignFailed).toBe("[Error] Could not sign message");
    expect(signinWidgetMessages.cryptoErrorIntro).toBe("Your sign in request could not be completed...");
    expect(signinWidgetMessages.genericError).toBe("Looks like there was an error!");
  });
});
