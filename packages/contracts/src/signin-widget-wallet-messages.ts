/**
 * Dugout's own texts of the wallet screens (docs/requirements/sign-in-widget.md#messages). A module of their own so
 * that only the widget's wallet chunk, loaded when the crypto product is configured, carries them.
 */
export const signinWidgetWalletLabels = {
  approveInWallet: "Approve the connection in your wallet's pop-up to continue.",
  signMessageTitle: "Sign the message in your wallet",
  signMessageText:
    "Your wallet shows a message from this site. Sign it to prove the wallet is yours: it costs nothing and sends no transaction.",
  otherWalletsTitle: "Other crypto wallets",
  setUpWalletText:
    "To sign in with a crypto wallet, add one of these wallets to your browser, create or import a wallet in it, then come back and reload this page.",
  walletSignedIn: "You are signed in with your wallet.",
} as const;

/** The server's refusal of a wallet that has no account while sign-up is closed (error_type signup_not_allowed). */
export const walletSignupNotAllowed = "There is no Dugout account for this wallet. Ask a Dugout admin to let it in.";
