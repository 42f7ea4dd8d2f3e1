/** The keys of the wallet screens' texts (their defaults load with the wallet chunk: wallet-strings.ts). */
export type WalletStringKey =
  | "continueWithOtherWallet"
  | "setUpWallet"
  | "connectingWallet"
  | "approveInWallet"
  | "signMessageTitle"
  | "signMessageText"
  | "otherWalletsTitle"
  | "setUpWalletText"
  | "walletSignedIn"
  | "walletConnectFailed"
  | "walletSignFailed"
  | "cryptoErrorIntro";
