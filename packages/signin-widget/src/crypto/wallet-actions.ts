import { base58Encode } from "@dugout/contracts/base58";
import type { DetectedWallet } from "./wallet-providers";

const utf8 = (text: string) => new TextEncoder().encode(text);
const hexOf = (bytes: Uint8Array) => `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;

/** Asks the wallet for its address (its pop-up asks the person to connect). */
export async function connectWallet(wallet: DetectedWallet): Promise<string> {
  if (wallet.chain === "ethereum") {
    const accounts = await wallet.provider.request({ method: "eth_requestAccounts" });
    const first: unknown = Array.isArray(accounts) ? accounts[0] : undefined;
    if (typeof first !== "string" || !first) throw new Error("The wallet returned no account.");
    return first;
  }
  const { publicKey } = await wallet.provider.connect();
  return publicKey.toString();
}

/**
 * Asks the wallet to sign the challenge: `personal_sign` with the message as hex for Ethereum, `signMessage`
 * of its bytes for Solana, whose signature the server takes in base58.
 */
export async function signChallenge(wallet: DetectedWallet, address: string, message: string): Promise<string> {
  if (wallet.chain === "ethereum") {
    const signature = await wallet.provider.request({
      method: "personal_sign",
      params: [hexOf(utf8(message)), address],
    });
    if (typeof signature !== "string") throw new Error("The wallet returned no signature.");
    return signature;
  }
  const signed = await wallet.provider.signMessage(utf8(message), "utf8");
  return base58Encode(signed instanceof Uint8Array ? signed : signed.signature);
}
