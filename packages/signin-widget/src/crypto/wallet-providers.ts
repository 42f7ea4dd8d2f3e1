import type { CryptoWalletId } from "@dugout/contracts/signin-widget";

/** An Ethereum provider as EIP-1193 defines it (window.ethereum, or one announced by EIP-6963). */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
  isMetaMask?: boolean;
  isCoinbaseWallet?: boolean;
  isBinance?: boolean;
  isBinanceChain?: boolean;
  isVessel?: boolean;
  isPhantom?: boolean;
  /** Some extensions (Coinbase's) put every injected provider here when several are installed. */
  providers?: Eip1193Provider[];
}

/** A Solana provider as Phantom and the wallets that copy it inject (window.solana, window.phantom.solana). */
export interface SolanaProvider {
  isPhantom?: boolean;
  connect(): Promise<{ publicKey: { toString(): string } }>;
  signMessage(message: Uint8Array, display?: "utf8"): Promise<{ signature: Uint8Array } | Uint8Array>;
}

/** EIP-6963's provider details. */
export interface Eip6963ProviderDetail {
  info: { uuid?: string; name: string; icon?: string; rdns: string };
  provider: Eip1193Provider;
}

/** A wallet found in the page, ready to connect. */
export type DetectedWallet =
  | { id: CryptoWalletId; chain: "ethereum"; provider: Eip1193Provider }
  | { id: CryptoWalletId; chain: "solana"; provider: SolanaProvider };
