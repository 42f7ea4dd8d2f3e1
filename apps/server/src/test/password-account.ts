import { hashPassword } from "better-auth/crypto";
import { accounts, type Db } from "@dugout/db";
import { ensureTestUser } from "./user-fixtures";

/**
 * A user who signs in with a password, written straight to the tables (a fixture, like ensureTestUser):
 * for tests that sign in by API against a database they set up themselves (a restored backup, a
 * release started in another process).
 */
export async function ensurePasswordUser(
  db: Db,
  input: { email: string; password: string; role?: "admin" | null },
): Promise<{ id: string }> {
  const user = await ensureTestUser(db, { email: input.email, name: "Password User", role: input.role ?? null });
  await db.insert(accounts).values({
    accountId: user.id,
    providerId: "credential",
    userId: user.id,
    password: await hashPassword(input.password),
  });
  return user;
}
