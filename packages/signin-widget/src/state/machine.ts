import {
  defaultCryptoWallet,
  type CryptoWalletId,
  type UserType,
  type WidgetScreen,
} from "@dugout/contracts/signin-widget";
import type { LoginTokenKind, PhoneChannel } from "../client/identity-client";

/** How a screen-level message reads: the banner's colour and how loudly it is announced. */
export type BannerKind = "error" | "warning" | "success";

/** A message for the whole screen (not one field): a failed send, a resend failure, a done reset. */
interface WidgetBanner {
  kind: BannerKind;
  message: string;
}

/** The widget's state (docs/requirements/sign-in-widget.md#widget-state): where it is and what each flow has collected so far. */
export interface WidgetState {
  screen: WidgetScreen;
  /** Screens visited, so a back arrow can return where the user came from. */
  history: WidgetScreen[];
  magicLink: { email: string };
  /**
   * `other` is a phone number: `methodId` in E.164, `otpDestination` as people read it, and the
   * channel it went out on (a resend uses the same one).
   */
  otp: {
    type: "email" | "other";
    methodId: string;
    otpDestination: string;
    sentAt: number;
    channel?: PhoneChannel | undefined;
  };
  crypto: { walletAddress: string; walletOption: CryptoWalletId; walletChallenge: string };
  password: { email: string; type: UserType; password: string; passwordless: boolean; createPassword: boolean };
  resetPassword: { token: string };
  /**
   * A landing token the server would not exchange without the person's yes (ConfirmSignIn): the token, its kind
   * and the account it signs in to, masked. Null when there is no question.
   */
  signInQuestion: { token: string; kind: LoginTokenKind; maskedEmail: string } | null;
  /** The error of the screen's field (shown under it). */
  errorMessage: string;
  /** The screen's banner; null when none. */
  banner: WidgetBanner | null;
}

export type WidgetAction =
  | { type: "goto"; screen: WidgetScreen }
  | { type: "back" }
  | { type: "setMagicLinkEmail"; email: string }
  | { type: "updateOtp"; otp: Partial<WidgetState["otp"]> }
  | { type: "updateCrypto"; crypto: Partial<WidgetState["crypto"]> }
  | { type: "updatePassword"; password: Partial<WidgetState["password"]> }
  | { type: "updateResetPassword"; resetPassword: Partial<WidgetState["resetPassword"]> }
  | { type: "askToConfirmSignIn"; question: NonNullable<WidgetState["signInQuestion"]> }
  | { type: "setError"; message: string }
  | { type: "clearError" }
  | { type: "showBanner"; banner: WidgetBanner }
  | { type: "dismissBanner" };

export function initialWidgetState(screen: WidgetScreen = "Main"): WidgetState {
  return {
    screen,
    history: [],
    magicLink: { email: "" },
    otp: { type: "email", methodId: "", otpDestination: "", sentAt: 0 },
    crypto: { walletAddress: "", walletOption: defaultCryptoWallet, walletChallenge: "" },
    password: { email: "", type: "new", password: "", passwordless: false, createPassword: false },
    resetPassword: { token: "" },
    signInQuestion: null,
    errorMessage: "",
    banner: null,
  };
}

/**
 * Pure transitions. Moving to a screen clears the error and the banner (they belonged to the screen
 * left behind; a message for the new screen is shown after moving);
 * going back to Main forgets the history.
 */
export function widgetReducer(state: WidgetState, action: WidgetAction): WidgetState {
  switch (action.type) {
    case "goto":
      if (action.screen === state.screen) return state;
      return {
        ...state,
        screen: action.screen,
        history: action.screen === "Main" ? [] : [...state.history, state.screen],
        // The token of a question is forgotten once its screen is left.
        signInQuestion: action.screen === "ConfirmSignIn" ? state.signInQuestion : null,
        errorMessage: "",
        banner: null,
      };
    case "back": {
      const previous = state.history.at(-1) ?? "Main";
      return { ...state, screen: previous, history: state.history.slice(0, -1), errorMessage: "", banner: null };
    }
    case "setMagicLinkEmail":
      return { ...state, magicLink: { email: action.email } };
    case "updateOtp":
      return { ...state, otp: { ...state.otp, ...action.otp } };
    case "updateCrypto":
      return { ...state, crypto: { ...state.crypto, ...action.crypto } };
    case "updatePassword":
      return { ...state, password: { ...state.password, ...action.password } };
    case "updateResetPassword":
      return { ...state, resetPassword: { ...state.resetPassword, ...action.resetPassword } };
    case "askToConfirmSignIn":
      return widgetReducer({ ...state, signInQuestion: action.question }, { type: "goto", screen: "ConfirmSignIn" });
    case "setError":
      return { ...state, errorMessage: action.message };
    case "clearError":
      return state.errorMessage ? { ...state, errorMessage: "" } : state;
    case "showBanner":
      return { ...state, banner: action.banner };
    case "dismissBanner":
      return state.banner ? { ...state, banner: null } : state;
  }
}
