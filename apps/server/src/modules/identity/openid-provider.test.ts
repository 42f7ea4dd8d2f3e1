import { createServer } from "node:net";
import * as oidc from "openid-client";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defined } from "@dugout/contracts/defined";
import type { AppContext } from "../../context";
import { findCommand } from "../../commands";
import { createTestApp, type TestApp } from "../../test/harness";
import { cookieHeader } from "./test-kit";

/**
 * Conformance of Dugout's OpenID provider with a real relying-party library (openid-client): discovery,
 * the authorization code flow with PKCE, the id token checked against the JWKS, userinfo, refresh
 * (rotating), and RP-initiated logout. The browser steps (sign-in and consent pages) are the API calls
 * those pages make; apps/web/e2e/openid.spec.ts drives the same flow through the pages in Chromium.
 */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

let t: TestApp;
let baseUrl: string;
const redirectUri = "http://localhost:4199/callback";
const postLogoutRedirectUri = "http://localhost:4199/bye";
let clientId = "";
let clientSecret = "";

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://localhost:${port}`;
  t = await createTestApp({ env: { APP_BASE_URL: baseUrl } });
  await t.app.listen({ port, host: "127.0.0.1" });
  const ctx = { config: t.config, database: t.database } as unknown as AppContext;
  const printed = await defined(findCommand("oauth-client"), "the oauth-client command").run(ctx, {
    args: [
      "create",
      "--name",
      "Sales Wiki",
      "--redirect-uri",
      redirectUri,
      "--post-logout-redirect-uri",
      postLogoutRedirectUri,
    ],
  });
  clientId = /client_id: (\S+)/.exec(printed)?.[1] ?? "";
  clientSecret = /client_secret: (\S+)/.exec(printed)?.[1] ?? "";
});
afterAll(async () => {
  await t.close();
});

const discover = () =>
  oidc.discovery(new URL(baseUrl), clientId, undefined, oidc.ClientSecretBasic(clientSecret), {
    execute: [oidc.allowInsecureRequests],
  });

/** What the browser does: the authorize request with the user's cookie, then consent on the page. */
async function authorizeInBrowser(url: URL, cookie: string): Promise<URL> {
  const authorize = await t.app.inject({
    method: "GET",
    url: `${url.pathname}${url.search}`,
    headers: { cookie, "sec-fetch-mode": "navigate" },
  });
  expect(authorize.statusCode, authorize.body).toBe(302);
  const consentPage = new URL(String(authorize.headers.location), baseUrl);
  expect(consentPage.pathname).toBe("/oauth/consent");
  const consent = await t.app.inject({
    method: "POST",
    url: "/api/auth/oauth2/consent",
    headers: { cookie, origin: baseUrl, "content-type": "application/json" },
    payload: JSON.stringify({ accept: true, oauth_query: consentPage.search.slice(1) }),
  });
  expect(consent.statusCode, consent.body).toBe(200);
  return new URL(consent.json<{ url: string }>().url);
}

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
