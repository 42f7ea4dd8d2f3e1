import { createHash, createHmac, randomBytes } from "node:crypto";
import type { CryptoWalletType } from "@dugout/contracts/signin-widget";

/** How long a challenge may wait for its signature. */
export const walletChallengeMinutes = 5;

const chainName: Record<CryptoWalletType, string> = { ethereum: "Ethereum", solana: "Solana" };

/**
 * Where a pending challenge is kept (Better Auth's verifications table): one row per challenge, keyed by
 * the wallet and a digest of its nonce, so a stranger who starts a sign-in for someone's address makes a
 * challenge of their own instead of replacing the owner's (each browser answers the one it was given).
 */
export const challengeIdentifier = (type: CryptoWalletType, address: string, nonce: string) =>
  `crypto-wallet:${type}:${address}:${createHash("sha256").update(nonce).digest("hex")}`;

/** The nonce a signed challenge names (its `Nonce:` line), if it names one. */
export const nonceOf = (message: string): string | undefined => /^Nonce: ([0-9a-f]{32})$/m.exec(message)?.[1];

/** What the verification row keeps: never the nonce itself (see `challengeNonce`). */
export interface StoredChallenge {
  salt: string;
  issuedAt: string;
  expiresAt: string;
}

/**
 * The challenge's nonce: an HMAC, under the server's secret, of a random salt, the chain and the
 * address. The row keeps only the salt, so a copy of the database cannot rebuild a challenge, and a
 * nonce made for one wallet can never be valid for another.
 */
export const challengeNonce = (secret: string, type: CryptoWalletType, address: string, salt: string): string =>
  createHmac("sha256", secret).update(`${type}\n${address}\n${salt}`).digest("hex").slice(0, 32);

export function newStoredChallenge(now = new Date()): StoredChallenge {
  return {
    salt: randomBytes(16).toString("hex"),
    issuedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + walletChallengeMinutes * 60_000).toISOString(),
  };
}

export function parseStoredChallenge(value: string): StoredChallenge | undefined {
  try {
    const parsed = JSON.parse(value) as Partial<StoredChallenge>;
    const { salt, issuedAt, expiresAt } = parsed;
    return typeof salt === "string" && typeof issuedAt === "string" && typeof expiresAt === "string"
      ? { salt, issuedAt, expiresAt }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The text the wallet is asked to sign. Ethereum's is an EIP-4361 (Sign-In with Ethereum) message;
 * Solana's follows the same lines without a chain id (wallets show either as plain text). The first
 * line names this site's host, so a message made for another site reads as such in the wallet.
 */
export function challengeMessage(input: {
  baseUrl: string;
  type: CryptoWalletType;
  address: string;
  nonce: string;
  issuedAt: string;
  expiresAt: string;
}): string {
  const url = new URL(input.baseUrl);
  return [
    `${url.host} wants you to sign in with your ${chainName[input.type]} account:`,
    input.address,
    "",
    "Sign in to Dugout.",
    "",
    `URI: ${input.baseUrl}`,
    "Version: 1",
    ...(input.type === "ethereum" ? ["Chain ID: 1"] : []),
    `Nonce: ${input.nonce}`,
    `Issued At: ${input.issuedAt}`,
    `Expiration Time: ${input.expiresAt}`,
  ].join("\n");
}

/** The site a challenge message names on its first line (`<host> wants you to sign in ...`). */
export const messageDomain = (message: string): string => message.split("\n", 1)[0]?.split(" ", 1)[0] ?? "";
