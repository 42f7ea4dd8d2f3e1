import * as oidc from "openid-client";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defined } from "@dugout/contracts/defined";
import type { AppContext } from "../../../../context";
import { findCommand } from "../../../../commands";
import { createTestApp, type TestApp } from "../../../../test/harness";
import { eq } from "drizzle-orm";
import { oauthClients, oauthConsents } from "@dugout/db";
import { hashOpenIdSecret } from "./openid-provider";
import {
  openIdPostLogoutRedirectUri as postLogoutRedirectUri,
  openIdRedirectUri as redirectUri,
  startOpenIdProvider,
  type OpenIdTestProvider,
} from "./openid-test-kit";
import { cookieHeader, errorBody } from "../../test-kit";

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

  it("advertises only endpoints that answer: no introspection endpoint, since it is not mounted", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/.well-known/openid-configuration" })).json<
      Record<string, unknown>
    >();
    expect(Object.keys(document).filter((key) => key.startsWith("introspection_"))).toEqual([]);
    const advertised = Object.entries(document).filter(
      (entry): entry is [string, string] =>
        (entry[0].endsWith("_endpoint") || entry[0] === "jwks_uri") && typeof entry[1] === "string",
    );
    expect(advertised.map(([key]) => key).sort()).toEqual([
      "authorization_endpoint",
      "end_session_endpoint",
      "jwks_uri",
      "revocation_endpoint",
      "token_endpoint",
      "userinfo_endpoint",
    ]);
    for (const [key, url] of advertised) {
      const path = new URL(url).pathname;
      const answers = await Promise.all(
        (["GET", "POST"] as const).map((method) =>
          t.app.inject({
            method,
            url: path,
            headers: { origin: baseUrl, "content-type": "application/x-www-form-urlencoded" },
            payload: method === "POST" ? "" : undefined,
          }),
        ),
      );
      expect(
        answers.map((answer) => answer.statusCode),
        `${key} ${url}`,
      ).not.toEqual([404, 404]);
    }
  });

  it("serves discovery at the issuer's root only: Better Auth's own path is not mounted", async () => {
    expect((await t.app.inject({ method: "GET", url: "/.well-known/openid-configuration" })).statusCode).toBe(200);
    const inner = await t.app.inject({ method: "GET", url: "/api/auth/.well-known/openid-configuration" });
    expect(inner.statusCode).toBe(404);
  });
});

describe("the consent answer", () => {
  /** The consent page a signed-in person is sent to for a fresh authorization request. */
  async function consentPageFor(cookie: string): Promise<URL> {
    const config = await discover();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: "openid email",
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: "S256",
      state: oidc.randomState(),
      prompt: "consent",
    });
    const authorize = await t.app.inject({
      method: "GET",
      url: `${url.pathname}${url.search}`,
      headers: { cookie, "sec-fetch-mode": "navigate" },
    });
    expect(authorize.statusCode, authorize.body).toBe(302);
    return new URL(String(authorize.headers.location), baseUrl);
  }
  const answer = (cookie: string, query: string, accept = true) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/oauth2/consent",
      headers: { cookie, origin: baseUrl, "content-type": "application/json" },
      payload: JSON.stringify({ accept, oauth_query: query }),
    });

  it("counts only from the person who started the request", async () => {
    const starter = (await t.signIn({ email: "consent-starter@example.com" })).headers.cookie ?? "";
    const other = (await t.signIn({ email: "consent-other@example.com" })).headers.cookie ?? "";
    const page = await consentPageFor(starter);
    expect(page.pathname).toBe("/oauth/consent");

    const hijack = await answer(other, page.search.slice(1));
    expect(hijack.statusCode, hijack.body).toBe(403);
    expect(errorBody(hijack)).toMatchObject({
      error_type: "openid_request_of_another_account",
      error_message:
        "Another Dugout account started this request to connect an application. Go back to the application and try again.",
    });
    const own = await answer(starter, page.search.slice(1));
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<{ url: string }>().url).toMatch(/^http:\/\/localhost:4199\/callback\?code=/);
    // Used up: the same query cannot be answered again.
    expect(errorBody(await answer(starter, page.search.slice(1))).error_type).toBe("openid_request_unknown");
  });

  it("refuses a signed query it never sent anyone to consent with (the sign-in page's)", async () => {
    const config = await discover();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: "openid email",
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: "S256",
      state: oidc.randomState(),
    });
    const signedOut = await t.app.inject({
      method: "GET",
      url: `${url.pathname}${url.search}`,
      headers: { "sec-fetch-mode": "navigate" },
    });
    const signInPage = new URL(String(signedOut.headers.location), baseUrl);
    expect(signInPage.pathname).toBe("/oauth/sign-in");
    const victim = (await t.signIn({ email: "consent-victim@example.com" })).headers.cookie ?? "";
    const forged = await answer(victim, signInPage.search.slice(1));
    expect(forged.statusCode, forged.body).toBe(400);
    expect(errorBody(forged)).toMatchObject({
      error_type: "openid_request_unknown",
      error_message:
        "This request to connect an application is unknown or has expired. Go back to the application and try again.",
    });
  });
});

describe("the logout page's Yes (POST /api/auth/dugout/oauth2/end-session)", () => {
  const endSession = (cookie: string, body: Record<string, string>) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/dugout/oauth2/end-session",
      headers: { cookie, origin: baseUrl, "content-type": "application/json" },
      payload: JSON.stringify(body),
    });
  const signedIn = async (cookie: string) =>
    (await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie } })).json<{ user: unknown }>().user !==
    null;

  it("signs out without id_token_hint and returns to the registered post-logout URI with state", async () => {
    const cookie = (await t.signIn({ email: "logout-no-hint@example.com" })).headers.cookie ?? "";
    const config = await discover();
    const logoutUrl = oidc.buildEndSessionUrl(config, { post_logout_redirect_uri: postLogoutRedirectUri, state: "s2" });
    expect(logoutUrl.searchParams.has("id_token_hint")).toBe(false);
    const response = await endSession(cookie, Object.fromEntries(logoutUrl.searchParams));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ url: `${postLogoutRedirectUri}?state=s2` });
    expect(await signedIn(cookie)).toBe(false);
    expect(String(response.headers["set-cookie"])).toMatch(/dugout\.session_token=;/);
  });

  it("signs out with an id_token_hint of another session of the same person (the plugin asked again)", async () => {
    const first = (await t.signIn({ email: "logout-hint@example.com" })).headers.cookie ?? "";
    const tokens = await provider.codeFlow(first, "openid");
    const second = (await t.signIn({ email: "logout-hint@example.com" })).headers.cookie ?? "";
    const response = await endSession(second, {
      id_token_hint: defined(tokens.id_token, "an id token"),
      post_logout_redirect_uri: postLogoutRedirectUri,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ url: postLogoutRedirectUri });
    expect(await signedIn(second)).toBe(false);
  });

  it("refuses a bad request before it ends anything", async () => {
    const cookie = (await t.signIn({ email: "logout-refused@example.com" })).headers.cookie ?? "";
    const cases: [Record<string, string>, string][] = [
      [{ client_id: "nobody" }, "invalid_client"],
      [{ client_id: clientId, post_logout_redirect_uri: "https://evil.example/bye" }, "invalid_redirect_uri"],
      [{ post_logout_redirect_uri: postLogoutRedirectUri }, "invalid_request"],
      [{}, "invalid_request"],
      [{ client_id: clientId, id_token_hint: "e30.e30.c2ln" }, "invalid_request"],
    ];
    for (const [body, type] of cases) {
      const response = await endSession(cookie, body);
      expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(400);
      expect(errorBody(response).error_type).toBe(type);
    }
    expect(await signedIn(cookie)).toBe(true);
    expect((await endSession("", { client_id: clientId })).statusCode).toBe(401);
  });
});

describe("an authorization request that fails before its redirect_uri can be trusted", () => {
  const authorize = (query: Record<string, string>) =>
    t.app.inject({
      method: "GET",
      url: `/api/auth/oauth2/authorize?${new URLSearchParams(query).toString()}`,
      headers: { "sec-fetch-mode": "navigate" },
    });
  const request = () => ({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: "code",
    scope: "openid",
    state: "s1",
    code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    code_challenge_method: "S256",
  });
  const without = (name: string) => Object.fromEntries(Object.entries(request()).filter(([key]) => key !== name));

  it("lands on the app's error page, told what is wrong, never on /api/auth/error", async () => {
    const cases: [Record<string, string>, Record<string, string>][] = [
      [without("client_id"), { error: "invalid_request", missing: "client_id" }],
      [without("redirect_uri"), { error: "invalid_redirect", missing: "redirect_uri" }],
      [{ ...request(), client_id: "a-client-that-was-never-registered" }, { error: "invalid_client" }],
      [{ ...request(), redirect_uri: "https://evil.example/cb" }, { error: "invalid_redirect" }],
    ];
    for (const [query, expected] of cases) {
      const response = await authorize(query);
      expect(response.statusCode, response.body).toBe(302);
      const location = new URL(String(response.headers.location));
      expect(`${location.origin}${location.pathname}`).toBe(`${baseUrl}/oauth/error`);
      expect(Object.fromEntries(location.searchParams)).toMatchObject(expected);
      if (!expected.missing) expect(location.searchParams.has("missing")).toBe(false);
    }
    const page = await t.app.inject({ method: "GET", url: "/oauth/error?error=invalid_request&missing=client_id" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
  });

  it("still answers the client once its redirect_uri is trusted (a missing response_type)", async () => {
    const response = await authorize(without("response_type"));
    expect(String(response.headers.location)).toMatch(/^http:\/\/localhost:4199\/callback\?error=invalid_request/);
  });
});
