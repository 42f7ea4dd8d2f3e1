import type { SeedStep } from "@dugout/db";
import { createUserService } from "./users";

/** The demo accounts of a fresh install (the boot message names them: sign-in-help.ts). */
export const seedUsers = [
  { email: "admin@example.com", name: "Avery Admin", role: "admin" as const },
  { email: "rep@example.com", name: "Riley Rep", role: null },
];

/** One admin and one rep on a fresh install; they sign in by magic link (see sign-in-help.ts). */
export const identitySeedStep: SeedStep = {
  name: "identity-users",
  async run(db) {
    const users = createUserService(db);
    for (const user of seedUsers) await users.ensure(user);
  },
};
