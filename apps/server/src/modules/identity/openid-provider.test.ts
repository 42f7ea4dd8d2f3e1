import * as oidc from "openid-client";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defined } from "@dugout/contracts/defined";
import type { AppContext } from "../../context";
import { findCommand } from "../../commands";
import { createTestApp, type TestApp } from "../../test/harness";
import { eq } from "drizzle-orm";
import { oauthClients, oauthConsents } from "@dugout/db";
import { hashOpenIdSecret } from "./openid-provider";
import {
  openIdPostLogoutRedirectUri as postLogoutRedirectUri,
  openIdRedirectUri as redirectUri,
  startOpenIdProvider,
  type OpenIdTestProvider,
} from "./openid-test-kit";
import { cookieHeader, errorBody } from "./test-kit";

/**
 * Conformance of Dugout's OpenID provider with a real relying-party library (openid-client): discovery,
 * the authorization code flow with PKCE, the id token checked against the JWKS, userinfo, refresh
 * (rotating), and RP-initiated logout. The browser steps (sign-in and consent pages) are the API calls
 * those pages make; apps/web/e2e/openid.spec.ts drives the same flow through the pages in Chromium.
 */
let provider: OpenIdTestProvider;
let t: TestApp;
let baseUrl: string;
let clientId = "";
let clientSecret = "";

beforeAll(async () => {
  provider = await startOpenIdProvider((env) => createTestApp({ env }));
  ({ t, baseUrl, clientId, clientSecret } = provider);
});
afterAll(async () => {
  await t.close();
});

const discover = () => provider.discover();
const authorizeInBrowser = (url: URL, cookie: string) => provider.authorizeInBrowser(url, cookie);

describe("Dugout as an OpenID provider", () => {
  it("passes the code flow with PKCE, id token, userinfo, refresh and logout with openid-client", async () => {
    const config = await discover();
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(baseUrl);
    expect(metadata.code_challenge_methods_supported).toContain("S256");
    expect(metadata.end_session_endpoint).toBe(`${baseUrl}/oauth/logout`);

    const { headers } = await t.signIn({ email: "wiki.reader@example.com", name: "Wendy Reader" });
    const cookie = headers.cookie ?? "";
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const authorizationUrl = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: "openid profile email offline_access",
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      state,
      nonce,
      prompt: "consent",
    });
    const callback = await authorizeInBrowser(authorizationUrl, cookie);
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);

    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    const idToken = defined(tokens.id_token, "an id token");
    const jwks = createRemoteJWKSet(new URL(defined(metadata.jwks_uri, "jwks_uri")));
    const { payload } = await jwtVerify(idToken, jwks, { issuer: baseUrl, audience: clientId });
    expect(payload).toMatchObject({ nonce, sub: tokens.claims()?.sub });

    const sub = defined(tokens.claims()?.sub, "sub");
    const info = await oidc.fetchUserInfo(config, tokens.access_token, sub);
    expect(info).toMatchObject({ sub, email: "wiki.reader@example.com", email_verified: true, name: "Wendy Reader" });

    const refreshToken = defined(tokens.refresh_token, "a refresh token");
    const refreshed = await oidc.refreshTokenGrant(config, refreshToken);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    // A refresh token works once: the old one is refused with the protocol's own error body.
    await expect(oidc.refreshTokenGrant(config, refreshToken)).rejects.toMatchObject({ error: "invalid_grant" });

    // RP-initiated logout: the plugin's end-session ends the Better Auth session (the logout page calls it).
    const endSession = new URL("/api/auth/oauth2/end-session", baseUrl);
    endSession.search = new URLSearchParams({
      id_token_hint: idToken,
      post_logout_redirect_uri: postLogoutRedirectUri,
      state: "bye-1",
      client_id: clientId,
    }).toString();
    const logout = await t.app.inject({
      method: "GET",
      url: `${endSession.pathname}${endSession.search}`,
      headers: { cookie, "sec-fetch-mode": "navigate" },
    });
    expect(logout.statusCode, logout.body).toBe(302);
    expect(String(logout.headers.location)).toBe(`${postLogoutRedirectUri}?state=bye-1`);
    const me = await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
    expect(me.json()).toEqual({ user: null });
    expect(cookieHeader(logout)).toBe("");
  });
});

describe("the consent screen's preflight", () => {
  const preflight = (headers: Record<string, string>, query: Record<string, string>) =>
    t.app.inject({
      method: "GET",
      url: `/api/auth/dugout/oauth2/preflight?${new URLSearchParams(query).toString()}`,
      headers,
    });

  it("names the client and asks for consent once per scope set, or again with prompt=consent", async () => {
    const { headers } = await t.signIn({ email: "preflight@example.com" });
    const ask = { client_id: clientId, redirect_uri: redirectUri, scope: "openid email" };
    const first = await preflight(headers, ask);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      consent_required: true,
      oidc_client: { client_name: "Sales Wiki" },
      redirect_uri: redirectUri,
      scopes: ["openid", "email"],
    });
    const user = defined((await t.app.identity.users.findByEmail("preflight@example.com"))?.id, "the user");
    const now = new Date();
    await t.database.db
      .insert(oauthConsents)
      .values({ clientId, userId: user, scopes: ["openid", "email"], createdAt: now, updatedAt: now });
    expect((await preflight(headers, ask)).json()).toMatchObject({ consent_required: false });
    expect((await preflight(headers, { ...ask, prompt: "consent" })).json()).toMatchObject({ consent_required: true });
    expect((await preflight(headers, { ...ask, scope: "openid email phone" })).json()).toMatchObject({
      consent_required: true,
    });
  });

  it("refuses an unknown client, an unregistered redirect and an anonymous caller", async () => {
    const { headers } = await t.signIn({ email: "preflight-2@example.com" });
    const unknown = await preflight(headers, { client_id: "nobody", redirect_uri: redirectUri });
    expect(unknown.statusCode).toBe(400);
    expect(errorBody(unknown)).toMatchObject({
      error_type: "invalid_client",
      error_message: "This application is not registered with Dugout.",
    });
    const elsewhere = await preflight(headers, { client_id: clientId, redirect_uri: "https://evil.example/cb" });
    expect(errorBody(elsewhere).error_type).toBe("invalid_redirect_uri");
    const anonymous = await preflight({}, { client_id: clientId, redirect_uri: redirectUri });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("registering clients from the command line", () => {
  const run = (...args: string[]) =>
    defined(findCommand("oauth-client"), "the oauth-client command").run(
      { config: t.config, database: t.database } as unknown as AppContext,
      { args },
    );

  it("lists them, keeps only the secret's hash, and refuses bad usage", async () => {
    expect(await run("list")).toContain(`${clientId}  Sales Wiki  ${redirectUri}`);
    const [row] = await t.database.db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId));
    expect(row?.clientSecret).not.toBe(clientSecret);
    expect(row?.clientSecret).toBe(hashOpenIdSecret(clientSecret));
    await expect(run("create", "--redirect-uri", redirectUri)).rejects.toThrow("--name is required.");
    await expect(run("create", "--name", "X")).rejects.toThrow("At least one --redirect-uri is required.");
    await expect(run("create", "--name", "X", "--redirect-uri", "http://wiki.example.com/cb")).rejects.toThrow(
      "must use https (http is allowed for localhost only)",
    );
    await expect(run("create", "--name", "X", "--redirect-uri", "https://wiki.example.com/cb#x")).rejects.toThrow(
      "must not have a fragment",
    );
    await expect(run("delete")).rejects.toThrow(/Usage: npm run oauth-client/);
  });
});

describe("the oauth-provider plugin's known bugs, and why the workarounds stay", () => {
  it("refuses to register a web client with an http loopback redirect (better-auth #10913): the CLI writes the row itself", async () => {
    const { headers } = await t.signIn({ email: "registrar@example.com" });
    const attempt = t.app.identity.auth.api.adminCreateOAuthClient({
      headers: new Headers(headers),
      body: {
        redirect_uris: ["http://localhost:4199/callback"],
        client_name: "Local",
        application_type: "web",
        token_endpoint_auth_method: "client_secret_basic",
      },
    });
    await expect(attempt).rejects.toMatchObject({ body: { error: "invalid_redirect_uri" } });
  });

  it("keeps a 127.0.0.1 redirect as registered (better-auth #11278 rewrote it to localhost)", async () => {
    const loopback = "http://127.0.0.1:4199/callback";
    const ctx = { config: t.config, database: t.database } as unknown as AppContext;
    const printed = await defined(findCommand("oauth-client"), "the command").run(ctx, {
      args: ["create", "--name", "Loopback", "--redirect-uri", loopback, "--skip-consent"],
    });
    const id = /client_id: (\S+)/.exec(printed)?.[1] ?? "";
    const { headers } = await t.signIn({ email: "loopback@example.com" });
    const authorize = await t.app.inject({
      method: "GET",
      url: `/api/auth/oauth2/authorize?${new URLSearchParams({
        client_id: id,
        redirect_uri: loopback,
        response_type: "code",
        scope: "openid",
        state: "s1",
        code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
        code_challenge_method: "S256",
      }).toString()}`,
      headers: { cookie: headers.cookie ?? "", "sec-fetch-mode": "navigate" },
    });
    expect(authorize.statusCode, authorize.body).toBe(302);
    expect(String(authorize.headers.location)).toMatch(/^http:\/\/127\.0\.0\.1:4199\/callback\?code=/);
  });

  it("serves discovery at the issuer's root only: Better Auth's own path is not mounted", async () => {
    expect((await t.app.inject({ method: "GET", url: "/.well-known/openid-configuration" })).statusCode).toBe(200);
    const inner = await t.app.inject({ method: "GET", url: "/api/auth/.well-known/openid-configuration" });
    expect(inner.statusCode).toBe(404);
  });
});
