import { startOAuthStandIn } from "./oauth-stand-in";

/**
 * The social providers' stand-in as its own process, for the e2e run (apps/web/e2e/global-setup.ts):
 * prints the server's variables (OAUTH_ENDPOINTS_BASE_URL and every provider's credentials) as one JSON
 * line on stdout, then serves until it is stopped.
 */
const standIn = await startOAuthStandIn();
process.stdout.write(`${JSON.stringify(standIn.env)}\n`);
process.once("SIGTERM", () => void standIn.close().then(() => process.exit(0)));
