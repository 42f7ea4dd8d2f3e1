import type { SeedStep } from "@dugout/db";
import { createAccountAdmin } from "./account-admin";

/** The demo accounts of a fresh install (the boot message names them: sign-in-help.ts). */
export const seedUsers = [
  { email: "admin@example.com", name: "Avery Admin", role: "admin" as const },
  { email: "rep@example.com", name: "Riley Rep", role: null },
];

/**
 * A second demo rep for the coaching loop: one of the Scoring Champ demo reps (real calls under this address),
 * with an account so the practice demo data can give them a met assignment. Not named in the boot message.
 */
const coachingDemoUsers = [{ email: "jordan.brooks@dugout.example", name: "Jordan Brooks", role: null }];

/**
 * One admin and one rep on a fresh install; they sign in by magic link (see sign-in-help.ts). Made like
 * any invitation (account-admin.ts, the seed as actor), without an email.
 */
export const identitySeedStep: SeedStep = {
  name: "identity-users",
  async run(db) {
    const { administer } = createAccountAdmin({ db });
    for (const { email, name, role } of [...seedUsers, ...coachingDemoUsers]) {
      await administer({ kind: "seed" }, { type: "invite", account: { email, name }, role, sendInvitation: false });
    }
  },
};
