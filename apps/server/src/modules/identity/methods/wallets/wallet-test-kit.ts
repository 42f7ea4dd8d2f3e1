import { ed25519 } from "@noble/curves/ed25519.js";
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import type { CryptoWalletType } from "@dugout/contracts/signin-widget";
import { base58Encode } from "@dugout/contracts/base58";
import { ethereumAddressOf, personalMessageHash } from "./wallet-signatures";

/** A wallet for tests: a fresh key, its address, and signing as the real wallets sign. */
export interface TestWallet {
  type: CryptoWalletType;
  address: string;
  sign(message: string): string;
}

/** An Ethereum key; signatures as `personal_sign` returns them: 0x r || s || (27 + recovery). */
export function ethereumWallet(): TestWallet {
  const secretKey = secp256k1.utils.randomSecretKey();
  return {
    type: "ethereum",
    address: ethereumAddressOf(secp256k1.getPublicKey(secretKey, false)),
    sign(message) {
      const signature = secp256k1.sign(personalMessageHash(message), secretKey, {
        prehash: false,
        format: "recovered",
      });
      return `0x${bytesToHex(signature.slice(1))}${(27 + (signature[0] ?? 0)).toString(16)}`;
    },
  };
}

/** A Solana key; signatures as `signMessage` returns them, in base58. */
export function solanaWallet(): TestWallet {
  const secretKey = ed25519.utils.randomSecretKey();
  return {
    type: "solana",
    address: base58Encode(ed25519.getPublicKey(secretKey)),
    sign: (message) => base58Encode(ed25519.sign(utf8ToBytes(message), secretKey)),
  };
}

export const walletOf = (type: CryptoWalletType): TestWallet =>
  type === "ethereum" ? ethereumWallet() : solanaWallet();
