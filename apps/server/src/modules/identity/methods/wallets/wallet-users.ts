import { and, eq } from "drizzle-orm";
import { accounts, users, type Db } from "@dugout/db";
import type { CryptoWalletType } from "@dugout/contracts/signin-widget";
import { walletPlaceholderEmail } from "./wallet-addresses";

/**
 * Creates the account of a wallet (already normalised: normaliseWalletAddress) as its first sign-in
 * would: a user with the wallet's placeholder email, not verified, and an account row of provider
 * `ethereum` or `solana` keyed by the address. This is how an operator lets a wallet in when sign-up
 * is closed (`npm run user -- create-wallet`, through account-admin.ts, which also gives the role): an existing
 * account always signs in.
 */
export async function ensureWalletUser(
  db: Db,
  input: { type: CryptoWalletType; address: string },
): Promise<{ id: string; created: boolean }> {
  const [linked] = await db
    .select({ id: accounts.userId })
    .from(accounts)
    .where(and(eq(accounts.providerId, input.type), eq(accounts.accountId, input.address)));
  if (linked) return { id: linked.id, created: false };
  const email = walletPlaceholderEmail(input.address);
  const [inserted] = await db
    .insert(users)
    .values({ email, name: input.address, emailVerified: false, role: "user" })
    .onConflictDoNothing()
    .returning({ id: users.id });
  const [existing] = inserted
    ? [inserted]
    : await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!existing) throw new Error(`Could not create the user of ${input.type} wallet ${input.address}.`);
  await db.insert(accounts).values({ userId: existing.id, providerId: input.type, accountId: input.address });
  return { id: existing.id, created: Boolean(inserted) };
}
