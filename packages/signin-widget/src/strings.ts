import {
  signinWidgetLabels as labels,
  signinWidgetMessages as messages,
} from "@dugout/contracts/signin-widget-messages";
import type { WalletStringKey } from "./crypto/wallet-string-keys";

/**
 * Every text the widget shows, as a template with {named} holes, built from the contracts so no required
 * string is retyped. Hosts translate the widget by passing overrides for any of these keys.
 */
export const defaultStrings = {
  header: labels.header,
  divider: labels.divider,
  continueWith: labels.continueWith("{provider}"),
  continueWithEmailOtp: labels.continueWithEmailOtp,
  continueWithEmail: labels.continueWithEmail,
  tabText: labels.tabText,
  tabWhatsApp: labels.tabWhatsApp,
  tabEmail: labels.tabEmail,
  emailLabel: labels.emailLabel,
  emailPlaceholder: labels.emailPlaceholder,
  continueWithText: labels.continueWithText,
  continueWithWhatsApp: labels.continueWithWhatsApp,
  phoneLabel: labels.phoneLabel,
  phonePlaceholder: labels.phonePlaceholder,
  countryLabel: labels.countryLabel,
  countryOption: labels.countryOption("{code}", "{country}"),
  continue: labels.continue,
  back: labels.back,

  enterPasscode: labels.enterPasscode,
  passcodeSent: labels.passcodeSent("{destination}"),
  passcodeDigit: labels.passcodeDigit("{position}", "{length}"),
  verifyingPasscode: labels.verifyingPasscode,
  codeExpiresIn: labels.codeExpiresIn(0).replace("0:00", "{time}"),
  codeExpired: labels.codeExpired,
  resendCode: labels.resendCode,

  successTitle: labels.successTitle,
  passcodeVerified: labels.passcodeVerified,

  checkYourEmail: labels.checkYourEmail,
  emailSentTo: labels.emailSentTo("{email}"),
  openInGmail: labels.openInGmail,
  openInYahoo: labels.openInYahoo,
  openInOutlook: labels.openInOutlook,
  tryAgain: labels.tryAgain,

  finishCreatingAccount: labels.finishCreatingAccount,
  logIn: labels.logIn,
  forgotPassword: labels.forgotPassword,
  emailMeLoginLink: labels.emailMeLoginLink,
  emailMeLoginCode: labels.emailMeLoginCode,
  chooseHowToCreate: labels.chooseHowToCreate,
  createPasswordInstead: labels.createPasswordInstead,
  passwordLabel: labels.passwordLabel,
  showPassword: labels.showPassword,
  hidePassword: labels.hidePassword,
  passwordStrength: labels.passwordStrength("{score}", "{max}"),
  forgotPasswordTitle: labels.forgotPasswordTitle,
  forgotPasswordText: labels.forgotPasswordText("{email}"),
  setNewPasswordTitle: labels.setNewPasswordTitle,
  setNewPasswordText: labels.setNewPasswordText("{email}"),
  breachedTitle: labels.breachedTitle,
  breachedText: labels.breachedText("{email}"),
  dedupeTitle: labels.dedupeTitle,
  dedupeText: labels.dedupeText("{email}"),
  resetFormTitle: labels.resetFormTitle,
  passwordConfirmationTitle: labels.passwordConfirmationTitle,
  passwordConfirmationText: labels.passwordConfirmationText,
  passwordResetDone: labels.passwordResetDone,
  resendEmail: labels.resendEmail,

  invalidEmailOtp: messages.invalidEmailOtp,
  invalidEmail: messages.invalidEmail,
  invalidPhone: messages.invalidPhone,
  invalidPasscode: messages.invalidPasscode,
  codeResent: messages.codeResent,
  emailResent: messages.emailResent,
  ludsMinLength: messages.ludsMinLength(0).replace("0", "{count}"),
  ludsComplexity: messages.ludsComplexity(0).replace("0", "{count}"),
  breachedPassword: messages.breachedPassword,
  weakPassword: messages.weakPassword,
  genericError: messages.genericError,
  rateLimited: messages.rateLimited("{time}"),
  signingIn: labels.signingIn,
  dismiss: labels.dismiss,
  confirmSignInTitle: labels.confirmSignInTitle("{email}"),
  confirmSignInText: labels.confirmSignInText,
  confirmSignIn: labels.confirmSignIn,

  loginWithPasskey: labels.loginWithPasskey,
  createPasskeyTitle: labels.createPasskeyTitle,
  createPasskeyText: labels.createPasskeyText,
  createPasskey: labels.createPasskey,
  skip: labels.skip,
  passkeysTitle: labels.passkeysTitle,
  noPasskeys: labels.noPasskeys,
  unnamedPasskey: labels.unnamedPasskey,
  passkeyName: labels.passkeyName,
  rename: labels.rename,
  save: labels.save,
  done: labels.done,
  passkeySignedIn: labels.passkeySignedIn,
  deletePasskeyWarning: labels.deletePasskeyWarning,
  delete: labels.delete,
  cancel: labels.cancel,
  passkeyRegistrationNeedsUser: messages.passkeyRegistrationNeedsUser,
  passkeyRegistrationNotFound: messages.passkeyRegistrationNotFound,
  passkeyUnknownError: messages.passkeyUnknownError,
  passkeyAlreadyRegistered: messages.passkeyAlreadyRegistered,
  passkeyNotCreated: messages.passkeyNotCreated,
  passkeySessionNotFresh: messages.passkeySessionNotFresh,
};

/**
 * Texts whose defaults come with code loaded on demand (the wallet screens: crypto/wallet-strings.ts), so the
 * initial bundle does not carry them; a host overrides them like any other.
 */
const laterStrings: Partial<Record<StringKey, string>> = {};
export const addDefaultStrings = (more: Partial<Record<StringKey, string>>): void => {
  Object.assign(laterStrings, more);
};

export type StringKey = keyof typeof defaultStrings | WalletStringKey;
/** Overrides for any text; keep the {named} holes of the default. */
export type WidgetStrings = Partial<Record<StringKey, string>>;
export type Translate = (key: StringKey, values?: Record<string, string | number>) => string;

export function createTranslate(overrides: WidgetStrings = {}): Translate {
  return (key, values) => {
    const template =
      overrides[key] ?? (defaultStrings as Partial<Record<StringKey, string>>)[key] ?? laterStrings[key] ?? key;
    if (!values) return template;
    return template.replace(/\{(\w+)\}/g, (hole, name: string) => (name in values ? String(values[name]) : hole));
  };
}
