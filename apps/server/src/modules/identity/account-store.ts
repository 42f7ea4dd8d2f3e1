import { and, eq, ne, sql } from "drizzle-orm";
import { sessions, users, type Db } from "@dugout/db";
import type { CryptoWalletType } from "@dugout/contracts/signin-widget";
import { phonePlaceholderEmail } from "./methods/phone/phone-numbers";
import { normaliseEmail, storedRole, type RoleName } from "./users";
import { ensureWalletUser } from "./methods/wallets/wallet-users";

/**
 * The statements of the account-admin actions (account-admin.ts runs them in its transaction, and
 * nothing else writes roles, bans or new accounts). `db` is that transaction.
 */

/** How an action names its subject: the Users page by id, the command line by email or number. */
export type AccountRef = { id: string } | { email: string } | { phone: string };

/** A new account: an email (proven: they sign in by link or code), a phone number (proven), or a wallet. */
export type NewAccount =
  | { email: string; name?: string }
  | { phone: string; name?: string }
  | { wallet: { type: CryptoWalletType; address: string } };

export type AccountRow = typeof users.$inferSelect;

const whereAccount = (ref: AccountRef) =>
  "id" in ref
    ? eq(users.id, ref.id)
    : "email" in ref
      ? eq(users.email, normaliseEmail(ref.email))
      : eq(users.phoneNumber, ref.phone);

export async function findAccount(db: Db, ref: AccountRef): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(users).where(whereAccount(ref));
  return row;
}

/** Creates the account when missing; an existing one is returned untouched (`created: false`). */
export async function insertAccount(
  db: Db,
  account: NewAccount,
  role: RoleName,
): Promise<{ row: AccountRow; created: boolean }> {
  if ("wallet" in account) {
    const { id, created } = await ensureWalletUser(db, account.wallet);
    if (created) await setRole(db, id, role);
    return { row: await existing(db, { id }), created };
  }
  const values =
    "email" in account
      ? { email: normaliseEmail(account.email), name: account.name ?? "", emailVerified: true }
      : {
          email: phonePlaceholderEmail(account.phone),
          name: account.name ?? account.phone,
          emailVerified: false,
          phoneNumber: account.phone,
          phoneNumberVerified: true,
        };
  const [inserted] = await db
    .insert(users)
    .values({ ...values, role: storedRole(role) })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { row: inserted, created: true };
  const ref: AccountRef = "email" in account ? { email: account.email } : { phone: account.phone };
  return { row: await existing(db, ref), created: false };
}

async function existing(db: Db, ref: AccountRef): Promise<AccountRow> {
  const row = await findAccount(db, ref);
  if (!row) throw new Error("The account that was just created or found is missing.");
  return row;
}

export async function setRole(db: Db, userId: string, role: RoleName): Promise<void> {
  await db
    .update(users)
    .set({ role: storedRole(role) })
    .where(eq(users.id, userId));
}

/** A deactivated person keeps their data but cannot sign in (Better Auth's admin ban, without an end). */
export async function setDeactivated(db: Db, userId: string, deactivated: boolean): Promise<void> {
  await db
    .update(users)
    .set({ banned: deactivated, banReason: deactivated ? "deactivated by an admin" : null, banExpires: null })
    .where(eq(users.id, userId));
}

/** Ends every session of the person at once (the app reads sessions without a cache). */
export async function deleteSessions(db: Db, userId: string): Promise<number> {
  const removed = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return removed.length;
}

/** An active admin: the admin role, not deactivated (an invited admin who never signed in counts). */
export const isActiveAdmin = (row: Pick<AccountRow, "role" | "banned">): boolean =>
  row.role === "admin" && row.banned !== true;

/** How many active admins there are besides this person. */
export async function otherActiveAdmins(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, "admin"), sql`${users.banned} is not true`, ne(users.id, userId)));
  return row?.count ?? 0;
}
