import type { AppConfig } from "./config";

/** What `npm start` prints after boot: where to go, and how to sign in on this install. */
export function signInHelp(config: AppConfig): string {
  const lines = [`Open ${config.baseUrl}/starter_tools to begin.`];
  if (config.localMail) {
    lines.push(`Mail is not sent anywhere: read it at ${config.baseUrl}/dev/mailbox.`);
  }
  return lines.join("\n");
}
