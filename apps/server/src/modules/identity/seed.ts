import type { SeedStep } from "@dugout/db";
import { createAccountAdmin } from "./account-admin";

/** The demo accounts of a fresh install (the boot message names them: sign-in-help.ts). */
export const seedUsers = [
  { email: "admin@example.com", name: "Avery Admin", role: "admin" as const },
  { email: "rep@example.com", name: "Riley Rep", role: null },
];

/**
 * One admin and one rep on a fresh install; they sign in by magic link (see sign-in-help.ts). Made like
 * any invitation (account-admin.ts, the seed as actor), without an email.
 */
export const identitySeedStep: SeedStep = {
  name: "identity-users",
  async run(db) {
    const { administer } = createAccountAdmin({ db });
    for (const { email, name, role } of seedUsers) {
      await administer({ kind: "seed" }, { type: "invite", account: { email, name }, role, sendInvitation: false });
    }
  },
};
