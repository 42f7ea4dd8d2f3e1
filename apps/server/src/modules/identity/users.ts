import { asc, eq, inArray } from "drizzle-orm";
import { accounts, users, type Db } from "@dugout/db";

export type RoleName = "admin" | null;

/** Better Auth's admin plugin calls a non-admin "user"; our sessions expose only "admin" or null. */
export const toRole = (stored: string | null | undefined): RoleName => (stored === "admin" ? "admin" : null);
export const storedRole = (role: RoleName) => role ?? "user";

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = "", ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(" ") };
}

/** The account providers a user has, as /api/me lists them ("email" for a proven mailbox, "phone" for a proven number). */
export function providerNames(providerIds: readonly string[], emailVerified: boolean, phoneVerified = false): string[] {
  const names = new Set(providerIds.map((id) => (id === "credential" ? "password" : id)));
  if (emailVerified) names.add("email");
  if (phoneVerified) names.add("phone");
  return [...names].sort();
}

/**
 * Reading users, and what sign-in writes about them. Roles, deactivation, new accounts and ending every
 * session are account-admin actions: account-admin.ts is their one writer.
 */
export function createUserService(db: Db) {
  async function findByEmail(email: string) {
    const [row] = await db
      .select()
      .from(users)
      .where(eq(users.email, normaliseEmail(email)));
    return row;
  }

  return {
    findByEmail,

    /**
     * Gives the account of `email` this number, proven (the operator vouches for it), so its owner can
     * sign in by passcode too. "taken" when another account has it.
     */
    async setPhone(email: string, phone: string): Promise<"set" | "no_user" | "taken"> {
      const [holder] = await db.select({ email: users.email }).from(users).where(eq(users.phoneNumber, phone));
      if (holder && holder.email !== normaliseEmail(email)) return "taken";
      const updated = await db
        .update(users)
        .set({ phoneNumber: phone, phoneNumberVerified: true })
        .where(eq(users.email, normaliseEmail(email)))
        .returning({ id: users.id });
      return updated.length > 0 ? "set" : "no_user";
    },

    async recordSignIn(userId: string, at = new Date()): Promise<void> {
      await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, userId));
    },

    /** Everyone, for the Users page: newest sign-in first is left to the page; here by email. */
    async list() {
      return db
        .select({
          id: users.id,
          email: users.email,
          phoneNumber: users.phoneNumber,
          phoneNumberVerified: users.phoneNumberVerified,
          name: users.name,
          role: users.role,
          banned: users.banned,
          lastSignInAt: users.lastSignInAt,
          createdAt: users.createdAt,
        })
        .from(users)
        .orderBy(asc(users.email));
    },

    async findById(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async setResetRequired(userId: string, required: boolean): Promise<void> {
      await db.update(users).set({ passwordResetRequired: required }).where(eq(users.id, userId));
    },

    /** Whether anyone has the admin role (the boot banner says how to make the first one otherwise). */
    async adminExists(): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
      return rows.length > 0;
    },

    async providerIds(userIds: readonly string[]): Promise<Map<string, string[]>> {
      const byUser = new Map<string, string[]>();
      if (userIds.length === 0) return byUser;
      const rows = await db
        .select({ userId: accounts.userId, providerId: accounts.providerId })
        .from(accounts)
        .where(inArray(accounts.userId, [...userIds]));
      for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.providerId]);
      return byUser;
    },
  };
}
