import { cryptoWallets, type CryptoWalletId } from "@dugout/contracts/signin-widget";
import { SuccessScreen } from "../components/SuccessScreen";
import { BackButton, Button, Spinner, Title } from "../components/ui";
import { useWidget } from "../state/context";
import { useDetectedWallets } from "./use-wallets";
import { useWalletStep } from "./use-wallet-step";
import { walletSlots } from "./detect-wallets";
import { connectWallet, signChallenge } from "./wallet-actions";
import { detectedWallets } from "./wallet-store";
import type { DetectedWallet } from "./wallet-providers";
import { registerWalletStrings } from "./wallet-strings";

registerWalletStrings();

const walletName = (id: CryptoWalletId) => cryptoWallets.find((wallet) => wallet.id === id)?.name ?? id;

/** Where to get each wallet, for someone who has none. */
export const walletSites: readonly { id: CryptoWalletId; href: string }[] = [
  { id: "phantom", href: "https://phantom.com/download" },
  { id: "metamask", href: "https://metamask.io/download/" },
  { id: "coinbase", href: "https://www.coinbase.com/wallet/downloads" },
  { id: "binance", href: "https://www.binance.com/en/web3wallet" },
];

/** The wallet the person chose: its provider, from the page's detection. */
async function chosenWallet(id: CryptoWalletId): Promise<DetectedWallet> {
  const wallet = (await detectedWallets()).find((found) => found.id === id);
  if (!wallet) throw new Error("The wallet is no longer in this page.");
  return wallet;
}

function WalletButtons({ wallets }: { wallets: DetectedWallet[] }) {
  const { dispatch, t } = useWidget();
  const choose = (id: CryptoWalletId) => {
    dispatch({ type: "updateCrypto", crypto: { walletOption: id, walletAddress: "", walletChallenge: "" } });
    dispatch({ type: "goto", screen: "CryptoConnect" });
  };
  return (
    <>
      {wallets.map((wallet) => (
        <Button key={wallet.id} variant="secondary" onClick={() => choose(wallet.id)}>
          {t("continueWith", { provider: walletName(wallet.id) })}
        </Button>
      ))}
    </>
  );
}

/** The main screen's wallets: as many as there are places, the rest behind 'other', or how to get one. */
export function CryptoMainSection() {
  const { config, dispatch, t } = useWidget();
  const wallets = useDetectedWallets();
  if (!wallets) return null;
  const social = config.products.includes("oauth") ? (config.oauthOptions?.providers.length ?? 0) : 0;
  const shown = wallets.slice(0, walletSlots(social));
  return (
    <div className="dw-section dw-crypto">
      <WalletButtons wallets={shown} />
      {wallets.length > shown.length && (
        <Button variant="secondary" onClick={() => dispatch({ type: "goto", screen: "CryptoOtherScreen" })}>
          {t("continueWithOtherWallet")}
        </Button>
      )}
      {wallets.length === 0 && (
        <Button variant="link" onClick={() => dispatch({ type: "goto", screen: "CryptoSetupWallet" })}>
          {t("setUpWallet")}
        </Button>
      )}
    </div>
  );
}

/** The wallets that did not fit on the main screen. */
export function CryptoOtherScreen() {
  const { config, t } = useWidget();
  const wallets = useDetectedWallets();
  const social = config.products.includes("oauth") ? (config.oauthOptions?.providers.length ?? 0) : 0;
  return (
    <>
      <BackButton />
      <Title>{t("otherWalletsTitle")}</Title>
      <div className="dw-section dw-crypto">
        {wallets && <WalletButtons wallets={wallets.slice(walletSlots(social))} />}
      </div>
    </>
  );
}

/** How to get a wallet, with the wallets' own sites. */
export function CryptoSetupWallet() {
  const { t } = useWidget();
  return (
    <>
      <BackButton />
      <Title>{t("setUpWallet")}</Title>
      <p className="dw-text">{t("setUpWalletText")}</p>
      <ul className="dw-links">
        {walletSites.map((site) => (
          <li key={site.id}>
            <a href={site.href} target="_blank" rel="noopener noreferrer">
              {walletName(site.id)}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Asks the wallet for its address, then the server for the message to sign. */
export function CryptoConnect() {
  const { state, dispatch, client, t } = useWidget();
  const walletOption = state.crypto.walletOption;
  useWalletStep(async (isLive) => {
    const wallet = await chosenWallet(walletOption);
    const address = await connectWallet(wallet);
    if (!isLive()) return;
    const { challenge } = await client.cryptoWalletStart({ address, type: wallet.chain });
    if (!isLive()) return;
    dispatch({ type: "updateCrypto", crypto: { walletAddress: address, walletChallenge: challenge } });
    dispatch({ type: "goto", screen: "CryptoSignMessage" });
  }, "walletConnectFailed");
  return (
    <>
      <BackButton />
      <Title>{t("connectingWallet")}</Title>
      <p className="dw-text">{t("approveInWallet")}</p>
      <Spinner />
    </>
  );
}

/** Asks the wallet to sign the message, and signs in with the signature. */
export function CryptoSignMessage() {
  const { state, dispatch, client, config, signedIn, t } = useWidget();
  const { walletOption, walletAddress, walletChallenge } = state.crypto;
  useWalletStep(async (isLive) => {
    const wallet = await chosenWallet(walletOption);
    const signature = await signChallenge(wallet, walletAddress, walletChallenge);
    if (!isLive()) return;
    await client.cryptoWalletAuthenticate({
      address: walletAddress,
      type: wallet.chain,
      signature,
      message: walletChallenge,
      sessionDurationMinutes: config.sessionOptions.sessionDurationMinutes,
    });
    signedIn("crypto");
    dispatch({ type: "goto", screen: "CryptoConfirmation" });
  }, "walletSignFailed");
  return (
    <>
      <BackButton />
      <Title>{t("signMessageTitle")}</Title>
      <p className="dw-text">{t("signMessageText")}</p>
      <Spinner />
    </>
  );
}

/** A wallet step failed: which one, and the way back. */
export function CryptoError() {
  const { state, dispatch, t } = useWidget();
  return (
    <div className="dw-center">
      <Title>{t("cryptoErrorIntro")}</Title>
      {state.errorMessage && <p className="dw-text">{state.errorMessage}</p>}
      <Button variant="secondary" onClick={() => dispatch({ type: "goto", screen: "Main" })}>
        {t("tryAgain")}
      </Button>
    </div>
  );
}

export function CryptoConfirmation() {
  const { t } = useWidget();
  return <SuccessScreen message={t("walletSignedIn")} />;
}
