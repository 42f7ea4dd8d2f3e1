import { detectWallets } from "./detect-wallets";
import type { DetectedWallet } from "./wallet-providers";

/**
 * The wallets found in this page, looked for once per page: the screens of a flow (main, connect, sign)
 * share the providers, which cannot live in the widget's state.
 */
let detection: Promise<DetectedWallet[]> | undefined;

export const detectedWallets = (): Promise<DetectedWallet[]> => (detection ??= detectWallets(window));

/** Tests install another page's wallets. */
export const forgetDetectedWallets = (): void => {
  detection = undefined;
};
