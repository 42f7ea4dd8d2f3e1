import { ed25519 } from "@noble/curves/ed25519.js";
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { base58Encode } from "@dugout/contracts/base58";
import { operatorCommand } from "./operator-cli";

/** Keys made for one test run, signing in Node as the wallets would: the server checks real signatures. */

const personalHash = (message: string) => {
  const bytes = utf8ToBytes(message);
  return keccak_256(new Uint8Array([...utf8ToBytes(`\x19Ethereum Signed Message:\n${bytes.length}`), ...bytes]));
};
const checksum = (hex40: string) => {
  const lower = hex40.toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  return `0x${[...lower].map((char, index) => (parseInt(hash[index] ?? "0", 16) >= 8 ? char.toUpperCase() : char)).join("")}`;
};

export interface E2eWallet {
  address: string;
  sign(message: string): string;
}

export function ethereumKey(): E2eWallet {
  const secret = secp256k1.utils.randomSecretKey();
  const publicKey = secp256k1.getPublicKey(secret, false);
  return {
    address: checksum(bytesToHex(keccak_256(publicKey.slice(1)).slice(-20))),
    sign(message) {
      const signature = secp256k1.sign(personalHash(message), secret, { prehash: false, format: "recovered" });
      return `0x${bytesToHex(signature.slice(1))}${(27 + (signature[0] ?? 0)).toString(16)}`;
    },
  };
}

export function solanaKey(): E2eWallet {
  const secret = ed25519.utils.randomSecretKey();
  return {
    address: base58Encode(ed25519.getPublicKey(secret)),
    sign: (message) => base58Encode(ed25519.sign(utf8ToBytes(message), secret)),
  };
}

/**
 * `npm run user -- create-wallet <address> <type>` against the running server (it owns the data folder, so
 * the command is handed to it): the e2e server's sign-up is closed, as an operator would let a wallet in.
 */
export function createWalletAccount(address: string, type: "ethereum" | "solana"): string {
  return operatorCommand("user", "create-wallet", address, type).trim();
}
