import { eq } from "drizzle-orm";
import { users, type Db } from "@dugout/db";

/**
 * A user for a test or a benchmark, written straight to the table: a fixture, not an account-admin action
 * (modules/identity/account-admin.ts), so no rule applies and no audit event is written. Created when
 * missing (a proven email, no role unless given); an existing user gets `role` only when one is given.
 */
export async function ensureTestUser(
  db: Db,
  input: { email: string; name?: string; role?: "admin" | null },
): Promise<{ id: string }> {
  const email = input.email.trim().toLowerCase();
  const stored = input.role === "admin" ? "admin" : "user";
  const [inserted] = await db
    .insert(users)
    .values({ email, name: input.name ?? "", emailVerified: true, role: stored })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (inserted) return inserted;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!existing) throw new Error(`Could not create the test user ${email}.`);
  if (input.role !== undefined) await db.update(users).set({ role: stored }).where(eq(users.id, existing.id));
  return existing;
}
