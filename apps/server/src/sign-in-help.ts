import { appRoutes } from "@dugout/contracts/common";
import type { AppConfig } from "./config";
import { seedUsers } from "./modules/identity/seed";

/**
 * What `npm start` prints after boot (below "Dugout is running at ..."): where a newcomer can try the app at once (the public name generator, no
 * account needed), and how staff sign in on this install (the batting cage's splash sign-in, the dev mailbox).
 * The README's "Signing in on a fresh install" says the same.
 */
export function signInHelp(config: AppConfig): string {
  const accounts = seedUsers.map((user) => `${user.email} (${user.role ?? "rep"})`).join(" or ");
  return [
    `Try it without an account: ${config.baseUrl}${appRoutes.businessNameGenerator} (the business name generator).`,
    `Sign in to the team's tools: open ${config.baseUrl}${appRoutes.battingCage}, enter ${accounts} and choose "Continue with email";`,
    config.localMail
      ? `  then open the sign-in link from ${config.baseUrl}/dev/mailbox in a browser on this machine (mail is not sent anywhere on this install; the mailbox answers this machine only).`
      : "  then open the sign-in link from that mailbox.",
    "  More users: npm run user -- create <email> [--role admin]; roles: npm run user -- set-role <email> admin|none.",
  ].join("\n");
}
