import type { AddressField } from "./endpoints";
import { e164 } from "./methods/phone/phone-numbers";
import { normaliseEmail } from "./users";
import { walletAccountKey } from "./methods/wallets/wallet-addresses";

/**
 * The account a request body names in `field`, spelt the one way limits, locks and accounts are
 * keyed by: a lower-case email, an E.164 number. Undefined when the field is missing or malformed
 * (the endpoint's own validation then says what is wrong).
 */
export function namedAccount(body: Record<string, unknown>, field: AddressField | undefined): string | undefined {
  if (!field) return undefined;
  const value = body[field];
  if (field === "phoneNumber") return e164(value);
  // A wallet is named by its type and address together (`ethereum:0xAb...`, `solana:9x...`).
  if (field === "crypto_wallet_address") return walletAccountKey(body);
  return typeof value === "string" ? normaliseEmail(value) : undefined;
}
