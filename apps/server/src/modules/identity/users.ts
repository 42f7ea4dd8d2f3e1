import { asc, eq, inArray } from "drizzle-orm";
import { accounts, sessions, users, type Db } from "@dugout/db";
import { revokeOpenIdTokens } from "./openid-token-revocation";
import { phonePlaceholderEmail } from "./phone-numbers";

export type RoleName = "admin" | null;

/** Better Auth's admin plugin calls a non-admin "user"; our sessions expose only "admin" or null. */
export const toRole = (stored: string | null | undefined): RoleName => (stored === "admin" ? "admin" : null);
const storedRole = (role: RoleName) => role ?? "user";

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** How the command line names a user: by email, or by E.164 phone number. */
export type UserKey = { email: string } | { phone: string };

const whereUser = (account: UserKey) =>
  "email" in account ? eq(users.email, normaliseEmail(account.email)) : eq(users.phoneNumber, account.phone);

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

/** Users as the command line and the seed manage them (the role is never writable from the browser). */
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

    /** Creates the user when missing (a proven email; they sign in by link or code); keeps an existing one. */
    async ensure(input: { email: string; name?: string; role?: RoleName }): Promise<{ id: string; created: boolean }> {
      const email = normaliseEmail(input.email);
      const inserted = await db
        .insert(users)
        .values({ email, name: input.name ?? "", emailVerified: true, role: storedRole(input.role ?? null) })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      const created = inserted[0];
      if (created) return { id: created.id, created: true };
      const existing = await findByEmail(email);
      if (!existing) throw new Error(`Could not create the user ${email}.`);
      if (input.role !== undefined)
        await db
          .update(users)
          .set({ role: storedRole(input.role) })
          .where(eq(users.id, existing.id));
      return { id: existing.id, created: false };
    },

    /** Returns false when no such user exists. Takes effect on the user's next request (no session cache). */
    async setRole(account: UserKey, role: RoleName): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ role: storedRole(role) })
        .where(whereUser(account))
        .returning({ id: users.id });
      return updated.length > 0;
    },

    /** A phone-only account: created when missing, its number proven (they sign in by text or WhatsApp passcode). */
    async ensureByPhone(input: {
      phone: string;
      name?: string;
      role?: RoleName;
    }): Promise<{ id: string; created: boolean }> {
      const inserted = await db
        .insert(users)
        .values({
          email: phonePlaceholderEmail(input.phone),
          name: input.name ?? input.phone,
          emailVerified: false,
          phoneNumber: input.phone,
          phoneNumberVerified: true,
          role: storedRole(input.role ?? null),
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      const created = inserted[0];
      if (created) return { id: created.id, created: true };
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, input.phone));
      if (!existing) throw new Error(`Could not create the user ${input.phone}.`);
      if (input.role !== undefined)
        await db
          .update(users)
          .set({ role: storedRole(input.role) })
          .where(eq(users.id, existing.id));
      return { id: existing.id, created: false };
    },

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

    async setRoleById(id: string, role: RoleName): Promise<void> {
      await db
        .update(users)
        .set({ role: storedRole(role) })
        .where(eq(users.id, id));
    },

    /** Ends every session and every OpenID token of the user at once (the app reads sessions without a cache). */
    async signOutEverywhere(userId: string): Promise<number> {
      const removed = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
      await revokeOpenIdTokens(db, userId, new Date());
      return removed.length;
    },

    /** A deactivated user keeps their data but cannot sign in; their sessions and OpenID tokens end now. */
    async setDeactivated(userId: string, deactivated: boolean): Promise<void> {
      await db
        .update(users)
        .set({ banned: deactivated, banReason: deactivated ? "deactivated by an admin" : null, banExpires: null })
        .where(eq(users.id, userId));
      if (!deactivated) return;
      await db.delete(sessions).where(eq(sessions.userId, userId));
      await revokeOpenIdTokens(db, userId, new Date());
    },

    async setResetRequired(userId: string, required: boolean): Promise<void> {
      await db.update(users).set({ passwordResetRequired: required }).where(eq(users.id, userId));
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

export type UserService = ReturnType<typeof createUserService>;
