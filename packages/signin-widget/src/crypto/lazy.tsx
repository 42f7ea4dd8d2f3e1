import { lazy, Suspense, type ComponentType } from "react";
import type * as WalletScreens from "./screens";

/**
 * The wallet screens, loaded when the crypto section or a wallet screen is first shown (only configurations
 * with the crypto product): detection, the wallets' calls, base58 and the wallet texts stay out of the
 * widget's initial bundle. One lazy module renders whichever screen is asked for.
 */
type Screens = typeof WalletScreens;
type ScreenName = { [K in keyof Screens]: Screens[K] extends ComponentType ? K : never }[keyof Screens];

const WalletScreen = lazy(async () => {
  const screens = await import("./screens");
  return {
    default: ({ name }: { name: ScreenName }) => {
      const Screen = screens[name];
      return <Screen />;
    },
  };
});

const screen =
  (name: ScreenName): ComponentType =>
  () => (
    <Suspense fallback={null}>
      <WalletScreen name={name} />
    </Suspense>
  );

export const CryptoMainSection = screen("CryptoMainSection");
export const CryptoConnect = screen("CryptoConnect");
export const CryptoSignMessage = screen("CryptoSignMessage");
export const CryptoOtherScreen = screen("CryptoOtherScreen");
export const CryptoSetupWallet = screen("CryptoSetupWallet");
export const CryptoError = screen("CryptoError");
export const CryptoConfirmation = screen("CryptoConfirmation");
