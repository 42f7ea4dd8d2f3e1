import { createHash, generateKeyPairSync, randomBytes, type KeyObject } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, jwtVerify, SignJWT } from "jose";
import { oauthProviderIds, oauthProviderName, type OAuthProviderId } from "@dugout/contracts/signin-widget";
import { appleAudience } from "./apple-client-secret";
import { oauthProviderTable, type OAuthProviderEntry } from "./oauth-providers";
import { standInProfile, type StandInUser } from "./oauth-stand-in-profiles";

/**
 * A local stand-in for every social provider of oauth-providers.ts (tests and the e2e run): under
 * `<url>/<provider>/` it serves that provider's authorization, token and userinfo paths, speaking as
 * the provider does. Authorization answers at once (redirect, or Apple's auto-submitted form_post);
 * the token endpoint checks the client the provider's way (form, Basic, TikTok's client_key, Apple's
 * signed JWT) and the PKCE verifier; userinfo answers in the provider's own profile shape. Point the
 * server at it with the variables of its `env` (OAUTH_ENDPOINTS_BASE_URL and every provider's credentials).
 */
export type { StandInUser };

export interface StandInClient {
  clientId: string;
  clientSecret: string;
}

interface IssuedCode {
  provider: OAuthProviderId;
  redirectUri: string;
  challenge?: string | undefined;
  user: StandInUser;
}

export interface OAuthStandIn {
  url: string;
  /** The person each provider signs in (tests replace it). */
  users: Record<OAuthProviderId, StandInUser>;
  /** Every authorization request's query, per provider. */
  authorizeRequests: Map<OAuthProviderId, URLSearchParams[]>;
  /** Every token request's form, per provider. */
  tokenRequests: Map<OAuthProviderId, URLSearchParams[]>;
  /** The variables that point a server at this stand-in with every provider configured. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const appleTeamId = "STANDINTEAM";
const appleKeyId = "STANDINKEY";

/** Each provider's fake client (Apple's secret is its signing key: `env`). */
export const standInClients = Object.fromEntries(
  oauthProviderIds.map((id) => [id, { clientId: `${id}-client-id`, clientSecret: `${id}-client-secret` }]),
) as Record<OAuthProviderId, StandInClient>;

export const defaultStandInUser = (provider: OAuthProviderId): StandInUser => ({
  id: `${provider}-person-1`,
  email: `${provider}.person@example.com`,
  emailVerified: true,
  name: `${oauthProviderName[provider]} Person`,
  image: `https://example.com/${provider}.png`,
});

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => resolve(body));
  });

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Apple's form_post: a page that posts the code and state to the redirect URI at once. */
function formPostPage(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  return `<!doctype html><html><body onload="document.forms[0].submit()"><form method="post" action="${escapeHtml(action)}">${inputs}<noscript><button>Continue</button></noscript></form></body></html>`;
}

const pathOf = (url: string | undefined) => (url ? new URL(url).pathname : undefined);

function basicCredentials(header: string | undefined): StandInClient | undefined {
  if (!header?.startsWith("Basic ")) return undefined;
  const decoded = Buffer.from(header.slice(6), "base64").toString();
  const colon = decoded.indexOf(":");
  if (colon < 0) return undefined;
  return {
    clientId: decodeURIComponent(decoded.slice(0, colon)),
    clientSecret: decodeURIComponent(decoded.slice(colon + 1)),
  };
}

export interface StandInOptions {
  microsoftTenant?: string;
  /** Clients other than `standInClients` (the e2e run's Google client is the one its One Tap tokens name). */
  clients?: Partial<Record<OAuthProviderId, StandInClient>>;
}

export async function startOAuthStandIn(options: StandInOptions = {}): Promise<OAuthStandIn> {
  const tenant = options.microsoftTenant ?? "common";
  const clients: Record<OAuthProviderId, StandInClient> = { ...standInClients, ...options.clients };
  const appleClientKey = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const idTokenKey = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const idTokenJwk = { ...(await exportJWK(idTokenKey.publicKey)), kid: "stand-in-1", alg: "ES256", use: "sig" };
  const users = Object.fromEntries(oauthProviderIds.map((id) => [id, defaultStandInUser(id)])) as Record<
    OAuthProviderId,
    StandInUser
  >;
  const authorizeRequests = new Map<OAuthProviderId, URLSearchParams[]>();
  const tokenRequests = new Map<OAuthProviderId, URLSearchParams[]>();
  const codes = new Map<string, IssuedCode>();
  /** Apple posts the person's name with the first sign-in only. */
  const appleNamed = new Set<string>();
  const accessTokens = new Map<string, { provider: OAuthProviderId; user: StandInUser }>();
  const record = (map: Map<OAuthProviderId, URLSearchParams[]>, id: OAuthProviderId, params: URLSearchParams) =>
    map.set(id, [...(map.get(id) ?? []), params]);

  function authorize(entry: OAuthProviderEntry, query: URLSearchParams, response: ServerResponse) {
    record(authorizeRequests, entry.id, query);
    const client = clients[entry.id];
    const clientId = entry.tokenAuth === "client_key" ? query.get("client_key") : query.get("client_id");
    const redirectUri = query.get("redirect_uri");
    if (clientId !== client.clientId || !redirectUri || query.get("response_type") !== "code") {
      json(response, 400, { error: "invalid_request" });
      return;
    }
    const challenge = query.get("code_challenge") ?? undefined;
    if (challenge && query.get("code_challenge_method") !== "S256") {
      json(response, 400, { error: "invalid_request", error_description: "S256 only" });
      return;
    }
    const code = `code-${entry.id}-${randomBytes(8).toString("hex")}`;
    codes.set(code, { provider: entry.id, redirectUri, challenge, user: users[entry.id] });
    const state = query.get("state") ?? "";
    if (query.get("response_mode") === "form_post") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      const user = users[entry.id];
      const [firstName, ...rest] = user.name.split(" ");
      const first = !appleNamed.has(user.id);
      appleNamed.add(user.id);
      const fields: Record<string, string> = { code, state };
      if (first) fields.user = JSON.stringify({ name: { firstName, lastName: rest.join(" ") }, email: user.email });
      response.end(formPostPage(redirectUri, fields));
      return;
    }
    const back = new URL(redirectUri);
    back.searchParams.set("code", code);
    back.searchParams.set("state", state);
    response.writeHead(302, { location: back.toString() });
    response.end();
  }

  async function appleSecretValid(secret: string | null, clientId: string, key: KeyObject): Promise<boolean> {
    if (!secret) return false;
    try {
      const { payload, protectedHeader } = await jwtVerify(secret, key, {
        issuer: appleTeamId,
        subject: clientId,
        audience: appleAudience,
        algorithms: ["ES256"],
      });
      return protectedHeader.kid === appleKeyId && typeof payload.exp === "number";
    } catch {
      return false;
    }
  }

  /** The client's credentials, checked the way this provider takes them. */
  async function clientValid(entry: OAuthProviderEntry, form: URLSearchParams, request: IncomingMessage) {
    const client = clients[entry.id];
    switch (entry.tokenAuth) {
      case "post":
        return form.get("client_id") === client.clientId && form.get("client_secret") === client.clientSecret;
      case "basic": {
        const basic = basicCredentials(request.headers.authorization);
        return basic?.clientId === client.clientId && basic.clientSecret === client.clientSecret;
      }
      case "client_key":
        return form.get("client_key") === client.clientId && form.get("client_secret") === client.clientSecret;
      case "apple_jwt":
        return (
          form.get("client_id") === client.clientId &&
          (await appleSecretValid(form.get("client_secret"), client.clientId, appleClientKey.publicKey))
        );
    }
  }

  async function token(entry: OAuthProviderEntry, request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams(await readBody(request));
    record(tokenRequests, entry.id, form);
    if (!(await clientValid(entry, form, request))) {
      json(response, 401, { error: "invalid_client" });
      return;
    }
    const issued = codes.get(form.get("code") ?? "");
    if (!issued || issued.provider !== entry.id || issued.redirectUri !== form.get("redirect_uri")) {
      json(response, 400, { error: "invalid_grant" });
      return;
    }
    const verifier = form.get("code_verifier");
    const proof = verifier ? createHash("sha256").update(verifier).digest("base64url") : undefined;
    if (proof !== issued.challenge) {
      json(response, 400, { error: "invalid_grant", error_description: "PKCE verification failed" });
      return;
    }
    codes.delete(form.get("code") ?? "");
    const accessToken = `access-${entry.id}-${randomBytes(8).toString("hex")}`;
    accessTokens.set(accessToken, { provider: entry.id, user: issued.user });
    const idToken =
      entry.id === "apple"
        ? await new SignJWT({
            email: issued.user.email,
            email_verified: issued.user.emailVerified ? "true" : "false",
            is_private_email: "false",
          })
            .setProtectedHeader({ alg: "ES256", kid: idTokenJwk.kid })
            .setIssuer(appleAudience)
            .setAudience(clients.apple.clientId)
            .setSubject(issued.user.id)
            .setIssuedAt()
            .setExpirationTime("10m")
            .sign(idTokenKey.privateKey)
        : undefined;
    json(response, 200, {
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: 3600,
      ...(idToken && { id_token: idToken }),
      ...(entry.id === "tiktok" && { open_id: issued.user.id, scope: "user.info.basic" }),
    });
  }

  function userinfo(entry: OAuthProviderEntry, path: string, request: IncomingMessage, response: ServerResponse) {
    const bearer = request.headers.authorization?.replace(/^Bearer /, "") ?? "";
    const holder = accessTokens.get(bearer);
    if (!holder || holder.provider !== entry.id) {
      json(response, 401, { error: "invalid_token" });
      return;
    }
    const answer = standInProfile(entry.id, holder.user, path.endsWith("/emails") ? "emails" : "profile");
    json(response, answer === undefined ? 404 : 200, answer ?? { error: "not_found" });
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://stand-in");
      const [, provider = "", ...rest] = url.pathname.split("/");
      const entry = oauthProviderTable.find((candidate) => candidate.id === provider);
      if (!entry) return json(response, 404, { error: "unknown provider" });
      const path = `/${rest.join("/")}`;
      const real = entry.endpoints(tenant);
      if (request.method === "GET" && path === pathOf(real.authorizationUrl)) {
        return authorize(entry, url.searchParams, response);
      }
      if (request.method === "POST" && path === pathOf(real.tokenUrl)) return token(entry, request, response);
      if (request.method === "GET" && path === pathOf(real.jwksUrl)) return json(response, 200, { keys: [idTokenJwk] });
      const userPath = pathOf(real.userInfoUrl);
      if (request.method === "GET" && userPath && (path === userPath || path === `${userPath}/emails`)) {
        return userinfo(entry, path, request, response);
      }
      return json(response, 404, { error: "not_found" });
    })().catch((error: unknown) => json(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const env: Record<string, string> = { OAUTH_ENDPOINTS_BASE_URL: url };
  for (const id of oauthProviderIds) {
    const upper = id.toUpperCase();
    env[`OAUTH_${upper}_CLIENT_ID`] = clients[id].clientId;
    if (id !== "apple") env[`OAUTH_${upper}_CLIENT_SECRET`] = clients[id].clientSecret;
  }
  env.OAUTH_APPLE_TEAM_ID = appleTeamId;
  env.OAUTH_APPLE_KEY_ID = appleKeyId;
  env.OAUTH_APPLE_PRIVATE_KEY = appleClientKey.privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  if (tenant !== "common") env.OAUTH_MICROSOFT_TENANT_ID = tenant;

  return {
    url,
    users,
    authorizeRequests,
    tokenRequests,
    env,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
