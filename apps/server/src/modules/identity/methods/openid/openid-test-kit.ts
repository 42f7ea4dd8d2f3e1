import * as oidc from "openid-client";
import { expect } from "vitest";
import { defined } from "@dugout/contracts/defined";
import type { AppContext } from "../../../../context";
import { findCommand } from "../../../../commands";
import type { TestApp } from "../../../../test/harness";
import { freePort } from "../../../../test/server-process";

/**
 * A relying party of Dugout's OpenID provider, driven with a real library (openid-client) against the app
 * listening on a free port. The browser's steps (sign-in and consent pages) are the API calls those pages make.
 */
export interface OpenIdTestProvider {
  t: TestApp;
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Discovery, as the relying party does it (http is allowed: the app listens on loopback). */
  discover(): Promise<oidc.Configuration>;
  /** The authorize request with the user's cookie, then consent on the page; the client's callback URL. */
  authorizeInBrowser(url: URL, cookie: string): Promise<URL>;
  /** A signed-in browser's whole code flow (PKCE, state, nonce): the relying party's tokens. */
  codeFlow(cookie: string, scope?: string): Promise<oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers>;
}

export const openIdRedirectUri = "http://localhost:4199/callback";
export const openIdPostLogoutRedirectUri = "http://localhost:4199/bye";

/**
 * The app on a free port, with one client ("Sales Wiki") registered from the command line. `boot` makes the
 * app (`createTestApp` with these settings), which must take `APP_BASE_URL` from them.
 */
export async function startOpenIdProvider(
  boot: (env: { APP_BASE_URL: string }) => Promise<TestApp>,
): Promise<OpenIdTestProvider> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const t = await boot({ APP_BASE_URL: baseUrl });
  await t.app.listen({ port, host: "127.0.0.1" });
  const ctx = { config: t.config, database: t.database } as unknown as AppContext;
  const printed = await defined(findCommand("oauth-client"), "the oauth-client command").run(ctx, {
    args: [
      "create",
      "--name",
      "Sales Wiki",
      "--redirect-uri",
      openIdRedirectUri,
      "--post-logout-redirect-uri",
      openIdPostLogoutRedirectUri,
    ],
  });
  const clientId = /client_id: (\S+)/.exec(printed)?.[1] ?? "";
  const clientSecret = /client_secret: (\S+)/.exec(printed)?.[1] ?? "";

  const discover = () =>
    oidc.discovery(new URL(baseUrl), clientId, undefined, oidc.ClientSecretBasic(clientSecret), {
      execute: [oidc.allowInsecureRequests],
    });

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

  async function codeFlow(cookie: string, scope = "openid profile email offline_access") {
    const config = await discover();
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: openIdRedirectUri,
      scope,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      state,
      nonce,
      prompt: "consent",
    });
    const callback = await authorizeInBrowser(url, cookie);
    return oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
  }

  return { t, baseUrl, clientId, clientSecret, discover, authorizeInBrowser, codeFlow };
}
