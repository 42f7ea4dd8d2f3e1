import { appRoutes } from "@dugout/contracts/pages";
import type { AppConfig } from "./config";
import { seedUsers } from "./modules/identity/seed";

export interface SignInHelpState {
  /** Whether any account has the admin role (server.ts asks the database after boot). */
  adminExists: boolean;
}

/**
 * What `npm start` prints after boot (below "Dugout <version> is running at ..."): where a newcomer can try the app at once (the public name generator, no
 * account needed), and how staff sign in on this install: the demo accounts where development seeded them
 * (production never advertises them, ADR 0033), else their own accounts, and how to make the first admin while
 * there is none. The README's "Signing in on a fresh install" says the same.
 */
export function signInHelp(config: AppConfig, state: SignInHelpState): string {
  const base = config.baseUrl;
  const lines = [`Try it without an account: ${base}${appRoutes.businessNameGenerator} (the business name generator).`];
  if (!state.adminExists) {
    lines.push(
      "No admin yet. Create the first one: npm run user -- create you@company.com --role admin (or start the server with INITIAL_ADMIN_EMAIL=you@company.com).",
    );
  }
  const demoAccounts = config.demoData && config.NODE_ENV !== "production";
  if (demoAccounts) {
    const accounts = seedUsers.map((user) => `${user.email} (${user.role ?? "rep"})`).join(" or ");
    lines.push(
      `Sign in to the team's tools: open ${base}${appRoutes.battingCage}, enter ${accounts} and choose "Continue with email";`,
    );
  } else {
    lines.push(`Sign in to the team's tools: open ${base}${appRoutes.battingCage} and sign in with your account.`);
  }
  if (config.localMail) {
    lines.push(
      `  then open the sign-in link from ${base}/dev/mailbox in a browser on this machine (mail is not sent anywhere on this install; the mailbox answers this machine only).`,
    );
  } else if (demoAccounts) {
    lines.push("  then open the sign-in link from that mailbox.");
  }
  lines.push(
    "  More users: npm run user -- create <email> [--role admin]; roles: npm run user -- set-role <email> admin|none.",
  );
  return lines.join("\n");
}
