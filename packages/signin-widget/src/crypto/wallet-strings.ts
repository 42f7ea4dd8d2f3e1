import {
  signinWidgetLabels as labels,
  signinWidgetMessages as messages,
} from "@dugout/contracts/signin-widget-messages";
import { signinWidgetWalletLabels as wallet } from "@dugout/contracts/signin-widget-wallet-messages";
import { addDefaultStrings } from "../strings";
import type { WalletStringKey } from "./wallet-string-keys";

/** The wallet screens' texts (hosts override them by these keys, like any other text). */
const walletStrings = {
  continueWithOtherWallet: labels.continueWithOtherWallet,
  setUpWallet: labels.setUpWallet,
  connectingWallet: labels.connectingWallet,
  approveInWallet: wallet.approveInWallet,
  signMessageTitle: wallet.signMessageTitle,
  signMessageText: wallet.signMessageText,
  otherWalletsTitle: wallet.otherWalletsTitle,
  setUpWalletText: wallet.setUpWalletText,
  walletSignedIn: wallet.walletSignedIn,
  walletConnectFailed: messages.walletConnectFailed,
  walletSignFailed: messages.walletSignFailed,
  cryptoErrorIntro: messages.cryptoErrorIntro,
} as const satisfies Record<WalletStringKey, string>;

/** Called by the wallet chunk as it loads, before any of its screens asks for a text. */
export const registerWalletStrings = (): void => addDefaultStrings(walletStrings);
