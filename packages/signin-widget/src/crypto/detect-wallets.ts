import { cryptoWallets, type CryptoWalletId } from "@dugout/contracts/signin-widget";
import type { DetectedWallet, Eip1193Provider, Eip6963ProviderDetail, SolanaProvider } from "./wallet-providers";

/** What a page may carry: injected providers, as the wallets' extensions add them. */
export interface WalletWindow {
  ethereum?: Eip1193Provider;
  solana?: SolanaProvider;
  phantom?: { solana?: SolanaProvider };
  addEventListener: Window["addEventListener"];
  removeEventListener: Window["removeEventListener"];
  dispatchEvent: Window["dispatchEvent"];
}

/** How long announcements may take after the request (wallets answer at once; this covers a slow one). */
const announceWaitMs = 60;

/** Which listed Ethereum wallet an EIP-6963 announcement is (by its reverse-DNS id, else its name). */
function walletOfAnnouncement(info: Eip6963ProviderDetail["info"]): CryptoWalletId | "skip" {
  const id = `${info.rdns} ${info.name}`.toLowerCase();
  // Phantom is listed as a Solana wallet: its Ethereum side is not offered separately.
  if (id.includes("phantom")) return "skip";
  if (id.includes("metamask")) return "metamask";
  if (id.includes("coinbase")) return "coinbase";
  if (id.includes("binance")) return "binance";
  if (id.includes("vessel")) return "vessel";
  return "other_ethereum";
}

/** Which listed wallet an injected window.ethereum is, by the flags wallets set (several set isMetaMask too). */
function walletOfInjected(provider: Eip1193Provider): CryptoWalletId | "skip" {
  if (provider.isPhantom) return "skip";
  if (provider.isCoinbaseWallet) return "coinbase";
  if (provider.isBinance || provider.isBinanceChain) return "binance";
  if (provider.isVessel) return "vessel";
  if (provider.isMetaMask) return "metamask";
  return "other_ethereum";
}

/** EIP-6963: ask every wallet to announce itself, and collect the answers for a moment. */
async function announcedProviders(win: WalletWindow): Promise<Eip6963ProviderDetail[]> {
  const found: Eip6963ProviderDetail[] = [];
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<Eip6963ProviderDetail | undefined>).detail;
    if (detail?.info && typeof detail.provider?.request === "function") found.push(detail);
  };
  win.addEventListener("eip6963:announceProvider", listener);
  win.dispatchEvent(new Event("eip6963:requestProvider"));
  await new Promise((resolve) => setTimeout(resolve, announceWaitMs));
  win.removeEventListener("eip6963:announceProvider", listener);
  return found;
}

/**
 * The wallets in this page, in the main screen's order, each once: EIP-6963 announcements first
 * (they name the wallet), then the injected window.ethereum (and its `providers` list), then the
 * Solana providers (Phantom by its flag; any other window.solana as "Other Solana Wallet").
 */
export async function detectWallets(win: WalletWindow): Promise<DetectedWallet[]> {
  const found = new Map<CryptoWalletId, DetectedWallet>();
  const addEthereum = (id: CryptoWalletId | "skip", provider: Eip1193Provider) => {
    if (id !== "skip" && !found.has(id)) found.set(id, { id, chain: "ethereum", provider });
  };
  for (const { info, provider } of await announcedProviders(win)) addEthereum(walletOfAnnouncement(info), provider);
  const injected = win.ethereum;
  if (injected && typeof injected.request === "function") {
    for (const provider of injected.providers?.length ? injected.providers : [injected]) {
      addEthereum(walletOfInjected(provider), provider);
    }
  }
  const phantom = win.phantom?.solana ?? (win.solana?.isPhantom ? win.solana : undefined);
  if (phantom?.isPhantom) found.set("phantom", { id: "phantom", chain: "solana", provider: phantom });
  if (win.solana && win.solana !== phantom && typeof win.solana.connect === "function") {
    found.set("other_solana", { id: "other_solana", chain: "solana", provider: win.solana });
  }
  return cryptoWallets.flatMap((wallet) => {
    const detected = found.get(wallet.id);
    return detected ? [detected] : [];
  });
}

/** How many wallets the main screen shows: 6 places, less the social buttons and the 'other' one. */
export const walletSlots = (socialProviders: number): number => Math.max(0, 6 - socialProviders - 1);
