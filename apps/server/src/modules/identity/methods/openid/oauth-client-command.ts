import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { auditActions } from "@dugout/contracts/audit";
import { oauthClients } from "@dugout/db";
import { commandLineActor, recordAudit } from "../../../../audit/record";
import { CommandUsageError, type Command } from "../../../../command";
import { hashOpenIdSecret, openIdScopes } from "./openid-provider";

const usage =
  'oauth-client -- create --name "App name" --redirect-uri <url> [--redirect-uri <url>...] [--post-logout-redirect-uri <url>...] [--skip-consent] | oauth-client -- list | oauth-client -- delete <client_id>';

const usageError = (problem: string) =>
  new CommandUsageError(`${problem ? `${problem}\n` : ""}Usage: npm run ${usage}`);

interface ClientRequest {
  name: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  skipConsent: boolean;
}

/** An absolute http(s) URL without a fragment; plain http only for loopback hosts (local development). */
function redirectUrl(value: string | undefined, flag: string): string {
  let url: URL;
  try {
    url = new URL(value ?? "");
  } catch {
    throw usageError(`${flag} needs an absolute URL.`);
  }
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && loopback)) {
    throw usageError(`${flag} ${url.href} must use https (http is allowed for localhost only).`);
  }
  if (url.hash) throw usageError(`${flag} ${url.href} must not have a fragment.`);
  return url.href;
}

function parseCreate(args: string[]): ClientRequest {
  const request: ClientRequest = { name: "", redirectUris: [], postLogoutRedirectUris: [], skipConsent: false };
  for (let index = 0; index < args.length; index += 1) {
    const flag = args[index];
    if (flag === "--skip-consent") request.skipConsent = true;
    else if (flag === "--name") request.name = (args[++index] ?? "").trim().slice(0, 100);
    else if (flag === "--redirect-uri") request.redirectUris.push(redirectUrl(args[++index], flag));
    else if (flag === "--post-logout-redirect-uri")
      request.postLogoutRedirectUris.push(redirectUrl(args[++index], flag));
    else throw usageError(`Unknown option ${flag ?? ""}.`);
  }
  if (!request.name) throw usageError("--name is required.");
  if (request.redirectUris.length === 0) throw usageError("At least one --redirect-uri is required.");
  return request;
}

/**
 * `npm run oauth-client -- create ...` registers a relying party of Dugout's OpenID provider and prints
 * its client id and secret (the secret once: only its hash is kept); `list` shows the registered ones; `delete`
 * removes one, and with it every token and consent it holds (foreign-key cascades). Both changes are audited.
 * Clients use the authorization code flow with PKCE and client_secret_basic.
 */
export const oauthClientCommand: Command = {
  name: "oauth-client",
  usage,
  async run(ctx, { args }) {
    const [action, ...rest] = args;
    const db = ctx.database.db;
    if (action === "create") {
      const request = parseCreate(rest);
      const clientId = randomBytes(16).toString("base64url");
      const clientSecret = randomBytes(32).toString("base64url");
      const now = new Date();
      await db.insert(oauthClients).values({
        clientId,
        clientSecret: hashOpenIdSecret(clientSecret),
        name: request.name,
        redirectUris: request.redirectUris,
        postLogoutRedirectUris: request.postLogoutRedirectUris,
        skipConsent: request.skipConsent,
        enableEndSession: true,
        tokenEndpointAuthMethod: "client_secret_basic",
        grantTypes: ["authorization_code", "refresh_token"],
        responseTypes: ["code"],
        scopes: [...openIdScopes],
        requirePKCE: true,
        applicationType: "web",
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(db, {
        action: auditActions.oauthClientCreated,
        actor: commandLineActor,
        subject: { label: request.name },
        details: { client_id: clientId, redirect_uris: request.redirectUris, skip_consent: request.skipConsent },
      });
      return [
        `Registered ${request.name}.`,
        `client_id: ${clientId}`,
        `client_secret: ${clientSecret}`,
        "Keep the secret now: only its hash is stored.",
        `Issuer (discovery at <issuer>/.well-known/openid-configuration): ${ctx.config.baseUrl}`,
      ].join("\n");
    }
    if (action === "delete") {
      const [clientId, ...extra] = rest;
      if (!clientId || extra.length > 0) throw usageError("delete needs one client_id.");
      const [removed] = await db
        .delete(oauthClients)
        .where(eq(oauthClients.clientId, clientId))
        .returning({ name: oauthClients.name });
      if (!removed) throw usageError(`No OAuth client has the client_id ${clientId}.`);
      await recordAudit(db, {
        action: auditActions.oauthClientDeleted,
        actor: commandLineActor,
        subject: { label: removed.name ?? clientId },
        details: { client_id: clientId },
      });
      return `Deleted ${removed.name ?? clientId} (${clientId}); its tokens and consents went with it.`;
    }
    if (action === "list") {
      const rows = await db
        .select({ clientId: oauthClients.clientId, name: oauthClients.name, redirectUris: oauthClients.redirectUris })
        .from(oauthClients)
        .orderBy(asc(oauthClients.createdAt));
      if (rows.length === 0) return "No OAuth clients are registered.";
      return rows.map((row) => `${row.clientId}  ${row.name ?? ""}  ${row.redirectUris.join(" ")}`).join("\n");
    }
    throw usageError("");
  },
};
