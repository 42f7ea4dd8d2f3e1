import { ed25519 } from "@noble/curves/ed25519.js";
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { bytesToHex, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import type { CryptoWalletType } from "@dugout/contracts/signin-widget";
import { base58Decode } from "@dugout/contracts/base58";
import { checksumAddress } from "./wallet-addresses";

/** What `personal_sign` signs: the message behind EIP-191's prefix with its length in bytes. */
export function personalMessageHash(message: string): Uint8Array {
  const bytes = utf8ToBytes(message);
  return keccak_256(new Uint8Array([...utf8ToBytes(`\x19Ethereum Signed Message:\n${bytes.length}`), ...bytes]));
}

/** The Ethereum address of an uncompressed public key (65 bytes, 0x04 first). */
export const ethereumAddressOf = (publicKey: Uint8Array): string =>
  checksumAddress(bytesToHex(keccak_256(publicKey.slice(1)).slice(-20)));

/** The 65 bytes of a `personal_sign` signature (r || s || v), or undefined when it is not one. */
function ethereumSignatureBytes(signature: string): Uint8Array | undefined {
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return undefined;
  return hexToBytes(signature.slice(2));
}

/** The 64 bytes of a base58 ed25519 signature, or undefined when it is not one. */
function solanaSignatureBytes(signature: string): Uint8Array | undefined {
  if (!/^[1-9A-HJ-NP-Za-km-z]{64,90}$/.test(signature)) return undefined;
  const bytes = base58Decode(signature);
  return bytes?.length === 64 ? bytes : undefined;
}

/** Whether the signature has the form its chain's wallets produce (checked before any challenge is used). */
export function isWellFormedSignature(type: CryptoWalletType, signature: string): boolean {
  return (type === "ethereum" ? ethereumSignatureBytes(signature) : solanaSignatureBytes(signature)) !== undefined;
}

/**
 * Whether `signature` is the wallet's signature of `message`: for Ethereum, the key recovered from a
 * personal_sign signature has this (checksummed) address; for Solana, the ed25519 signature of the
 * message's bytes verifies against the address's public key. Any malformed input is simply false.
 */
export function verifyWalletSignature(input: {
  type: CryptoWalletType;
  address: string;
  message: string;
  signature: string;
}): boolean {
  try {
    if (input.type === "ethereum") {
      const sig = ethereumSignatureBytes(input.signature);
      const v = sig?.[64];
      if (!sig || v === undefined) return false;
      // Wallets write the recovery id as 27/28 (legacy) or 0/1; noble wants it first.
      const recovery = v >= 27 ? v - 27 : v;
      if (recovery > 1) return false;
      const recovered = new Uint8Array([recovery, ...sig.slice(0, 64)]);
      const publicKey = secp256k1.recoverPublicKey(recovered, personalMessageHash(input.message), { prehash: false });
      return ethereumAddressOf(secp256k1.Point.fromBytes(publicKey).toBytes(false)) === input.address;
    }
    const sig = solanaSignatureBytes(input.signature);
    const publicKey = base58Decode(input.address);
    if (!sig || publicKey?.length !== 32) return false;
    return ed25519.verify(sig, utf8ToBytes(input.message), publicKey);
  } catch {
    // A point off the curve, a zero r or s: not a signature of this wallet.
    return false;
  }
}
