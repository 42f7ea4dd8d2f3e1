import { keccak_256 } from "@noble/hashes/sha3.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import type { CryptoWalletType } from "@dugout/contracts/signin-widget";
import { base58Decode } from "@dugout/contracts/base58";

/** The reserved (RFC 2606) domain of a wallet account's placeholder email: no mail can reach it. */
export const walletPlaceholderDomain = "wallet.invalid";

/** A wallet account still needs an email (NOT NULL, unique): one derived from the address. */
export const walletPlaceholderEmail = (address: string): string =>
  `${address.toLowerCase()}@${walletPlaceholderDomain}`;

export const isWalletPlaceholderEmail = (email: string): boolean => email.endsWith(`@${walletPlaceholderDomain}`);

/** EIP-55: the address with each letter upper-cased where the keccak hash of the lower-case address says so. */
export function checksumAddress(hex40: string): string {
  const lower = hex40.toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  return `0x${[...lower].map((char, index) => (parseInt(hash[index] ?? "0", 16) >= 8 ? char.toUpperCase() : char)).join("")}`;
}

/**
 * The one spelling of a wallet address that challenges, locks and accounts are keyed by: an Ethereum
 * address in its EIP-55 checksummed form, a Solana address as given (base58 is case-sensitive).
 * Undefined when it is not an address of that type. A mixed-case Ethereum address must carry a valid
 * checksum (that is what the mixed case is for: catching a mistyped address).
 */
export function normaliseWalletAddress(type: CryptoWalletType, value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  if (type === "ethereum") {
    const match = /^0x([0-9a-fA-F]{40})$/.exec(trimmed);
    const hex = match?.[1];
    if (!hex) return undefined;
    const checksummed = checksumAddress(hex);
    const singleCase = hex === hex.toLowerCase() || hex === hex.toUpperCase();
    return singleCase || checksummed === trimmed ? checksummed : undefined;
  }
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(trimmed)) return undefined;
  return base58Decode(trimmed)?.length === 32 ? trimmed : undefined;
}

/** The account key a body names (`crypto_wallet_type` and `crypto_wallet_address`), for the lock. */
export function walletAccountKey(body: Record<string, unknown>): string | undefined {
  const type = body.crypto_wallet_type;
  if (type !== "ethereum" && type !== "solana") return undefined;
  const address = normaliseWalletAddress(type, body.crypto_wallet_address);
  return address ? `${type}:${address}` : undefined;
}
