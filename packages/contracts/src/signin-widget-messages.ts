import { formatDurationMs } from "./time";

// Texts of the sign-in widget exactly as docs/requirements/sign-in-widget.md#messages give them.

/** The configuration errors the widget shows instead of rendering (docs/requirements/sign-in-widget.md#configuration-errors). */
export const signinWidgetConfigErrors = {
  emlAndEmailOtp: "Error: Cannot use both EML and Email OTP",
  passkeysAlone: "Error: Cannot use Passkeys by itself, please add another product to the config.",
  // Dugout's own (docs/requirements/sign-in-widget.md#configuration-errors): the widget cannot render these products without their options.
  otpWithoutMethods: "Error: The otp product needs at least one method in otpOptions.methods.",
  oauthWithoutProviders: "Error: The oauth product needs at least one provider in oauthOptions.providers.",
  duplicateProduct: "Error: Each product can be listed only once.",
  noProducts: "Error: Add at least one product to the config.",
  mountTargetMissing: (selector: string): string => `Error: No element matches the selector "${selector}".`,
} as const;

export const signinWidgetLabels = {
  header: "Sign up or log in",
  divider: "or",
  continueWith: (provider: string): string => `Continue with ${provider}`,
  continueWithEmailOtp: "Continue with Email",
  /** For the magic link and password products. */
  continueWithEmail: "Continue with email",
  continueWithText: "Continue with Text",
  continueWithWhatsApp: "Continue with WhatsApp",
  continueWithOtherWallet: "Continue with other Crypto Wallet",
  setUpWallet: "Set up a new crypto wallet",
  loginWithPasskey: "Login with a Passkey",
  tabText: "Text",
  tabWhatsApp: "WhatsApp",
  tabEmail: "Email",
  phonePlaceholder: "(123) 456-7890",
  /** The phone form's fields and its country options (`+44 United Kingdom`). */
  phoneLabel: "Phone number",
  countryLabel: "Country",
  countryOption: (callingCode: string, country: string): string => `+${callingCode} ${country}`,
  /** Dugout's own email placeholder (docs/requirements/sign-in-widget.md#messages). */
  emailPlaceholder: "example@email.com",
  continue: "Continue",

  enterPasscode: "Enter passcode",
  passcodeSent: (destination: string): string => `A 6-digit passcode was sent to you at ${destination}.`,
  verifyingPasscode: "Verifying passcode...",
  /** secondsLeft is shown as m:ss. */
  codeExpiresIn: (secondsLeft: number): string =>
    `Your code expires in ${formatDurationMs(Math.max(0, secondsLeft) * 1000)}. Didn't get it?`,
  codeExpired: "Your code has expired.",
  resendCode: "Resend code",

  successTitle: "Success",
  passcodeVerified: "Your passcode has been successfully verified.",

  checkYourEmail: "Check your email",
  emailSentTo: (email: string): string => `An email was sent to ${email}.`,
  openInGmail: "Open in Gmail",
  openInYahoo: "Open in Yahoo",
  openInOutlook: "Open in Outlook",
  tryAgain: "Try again",

  finishCreatingAccount: "Finish creating your account by setting a password.",
  logIn: "Log In",
  forgotPassword: "Forgot Password?",
  emailMeLoginLink: "Email me a login link",
  emailMeLoginCode: "Email me a login code",
  chooseHowToCreate: "Choose how you would like to create your account.",
  createPasswordInstead: "Create a password instead",

  connectingWallet: "Connecting to your wallet...",

  deletePasskeyWarning: "Once deleted, the passkey cannot be restored.",
  delete: "Delete",
  cancel: "Cancel",

  allow: "Allow",
  deny: "Deny",
  logOutQuestion: "Log out?",
  yes: "Yes",
  no: "No",

  // Dugout's own texts (docs/requirements/sign-in-widget.md#messages), for the password screens,
  // the passcode boxes and the controls that need an accessible name.
  emailLabel: "Email",
  back: "Back",
  passcodeDigit: (position: number | string, length: number | string): string => `Digit ${position} of ${length}`,
  passwordLabel: "Password",
  showPassword: "Show password",
  hidePassword: "Hide password",
  passwordStrength: (score: number | string, max: number | string): string => `Password strength: ${score} of ${max}`,
  forgotPasswordTitle: "Forgot password?",
  forgotPasswordText: (email: string): string => `A link to reset your password was sent to you at ${email}.`,
  setNewPasswordTitle: "Check your email!",
  setNewPasswordText: (email: string): string => `A link to create a password was sent to you at ${email}.`,
  breachedTitle: "Check your email to reset your password",
  breachedText: (email: string): string =>
    `This password may have been exposed by a security issue on another site. For your safety, a link to reset your password was sent to you at ${email}.`,
  dedupeTitle: "Check your email to set a new password",
  dedupeText: (email: string): string =>
    `We want to make sure your account is secure and that it's really you logging in! A link to set a new password was sent to you at ${email}.`,
  resetFormTitle: "Set a new password",
  passwordConfirmationTitle: "Success",
  passwordConfirmationText: "You are signed in.",
  passwordResetDone: "Your password has been reset. Log in with your new password.",
  resendEmail: "Resend email",
  signingIn: "Signing you in...",
  dismiss: "Dismiss",
  // Dugout's own passkey texts (docs/requirements/sign-in-widget.md#messages): registration, the list and sign-in.
  createPasskeyTitle: "Create a Passkey",
  createPasskeyText: "Sign in next time with your fingerprint, face or screen lock instead of a link or a password.",
  /** The button the 'not created' message names. */
  createPasskey: "Create a Passkey",
  skip: "Skip",
  passkeysTitle: "Your passkeys",
  noPasskeys: "You have no passkeys yet.",
  unnamedPasskey: "Passkey",
  passkeyName: "Passkey name",
  rename: "Rename",
  save: "Save",
  done: "Done",
  passkeySignedIn: "You are signed in with your passkey.",
  // Dugout's own (docs/requirements/sign-in-widget.md#token-landing): a sign-in token that this browser did not
  // ask for, or that would replace another person's session, is exchanged only once the person says so.
  confirmSignInTitle: (maskedEmail: string): string => `Sign in as ${maskedEmail}?`,
  confirmSignInText:
    "Continue only if you asked to sign in with this account yourself: a link someone else sent you would sign you in to their account.",
  confirmSignIn: "Sign in",
} as const;

export const signinWidgetMessages = {
  invalidEmailOtp: "Invalid email, please try again.",
  invalidEmail: "Invalid email address",
  invalidPhone: "Invalid phone number, please try again.",
  invalidPasscode: "Invalid passcode, please try again.",
  codeResent: "Code resent",
  emailResent: "Email resent",

  ludsMinLength: (count: number): string => `Must be at least ${count} characters long`,
  ludsComplexity: (count: number): string =>
    `Must contain ${count} of the following: uppercase letter, lowercase letter, number, symbol`,
  breachedPassword:
    "This password may have been used on a different site that experienced a security issue. Please choose another password.",
  /** Ours: a refused password for which the server gave no warning, suggestion or unmet rule. */
  weakPassword: "This password is too easy to guess. Try a longer one, or add words that are less common.",

  passkeyRegistrationNeedsUser: "Error: Cannot use PasskeyRegistration component without active user authenticated.",
  passkeyRegistrationNotFound:
    "Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.",
  passkeyUnknownError: "Unknown error occurred during passkey authentication. Please try again.",
  passkeyAlreadyRegistered:
    "The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.",
  passkeyNotCreated:
    "Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.",
  /** Ours: adding a passkey needs a recent sign-in. */
  passkeySessionNotFresh: "For your security, please sign in again before adding a passkey.",

  walletConnectFailed: "[Error] Could not connect to wallet",
  walletSignFailed: "[Error] Could not sign message",
  /** docs/requirements/sign-in-widget.md#messages shows only the beginning of the Crypto Error screen's text. */
  cryptoErrorIntro: "Your sign in request could not be completed...",
  genericError: "Looks like there was an error!",
  /** Ours: a 429 answer, with the Retry-After wait as m:ss. */
  rateLimited: (time: string): string => `Too many attempts. Try again in ${time}.`,
  /** Ours: the address may not create an account (SIGNUP_ALLOWED_DOMAINS); says who to ask. */
  signupNotAllowed: "There is no Dugout account for this email address. Ask a Dugout admin to invite you (Users page).",
  /** Ours: a social sign-in came back with an error code from the provider or the server. */
  providerSignInFailed: (code: string): string => `Sign-in could not be completed (${code}). Please try again.`,
  /** Ours: a password account whose confirmation link was never opened. */
  confirmEmailFirst:
    "Please confirm your email address first: open the link we sent when you created your account, or choose 'Forgot Password?' to get a new one.",

  consentDenied: "Access to the application was denied.",
  notLoggedOut: "You have not been logged out. You may close this page.",
  noActiveSession: "No active session detected. Please log in to continue.",
  missingOidcParam: (param: string): string =>
    `Required parameter is missing: ${param}. Please reach out to the application developer.`,
} as const;
