import type { AppConfig } from "./config";
import { seedUsers } from "./modules/identity/seed";

/** What `npm start` prints after boot: where to go, and how to sign in on this install. */
export function signInHelp(config: AppConfig): string {
  const lines = [`Open ${config.baseUrl}/starter_tools to begin.`];
  const accounts = seedUsers.map((user) => `${user.email} (${user.role ?? "rep"})`).join(" or ");
  lines.push(
    `Sign in: open ${config.baseUrl}/batting_cage, enter ${accounts} and choose "Continue with email";`,
    config.localMail
      ? `  then open the sign-in link from ${config.baseUrl}/dev/mailbox in a browser on this machine (mail is not sent anywhere on this install; the mailbox answers this machine only).`
      : "  then open the sign-in link from that mailbox.",
    "  More users: npm run user -- create <email> [--role admin]; roles: npm run user -- set-role <email> admin|none.",
  );
  return lines.join("\n");
}
