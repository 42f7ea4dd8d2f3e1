import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import * as oidc from "openid-client";
import { linkIn, nextMail, requestMagicLink, signInByMagicLink, uniqueEmail } from "./auth-helpers";
import { operatorCommand } from "./operator-cli";

// Dugout as an OpenID provider, driven by a real relying-party library (openid-client) with the
// sign-in and consent pages in Chromium. The application is a bare page server started here; the test
// reads the callback URL from the browser's address bar, as the application would read its request.

let application: Server;
let rpOrigin = "";
let redirectUri = "";
let postLogoutRedirectUri = "";

test.beforeAll(async () => {
  application = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html" }).end("<p>The application</p>");
  });
  await new Promise<void>((resolve) => application.listen(0, "127.0.0.1", resolve));
  rpOrigin = `http://localhost:${(application.address() as AddressInfo).port}`;
  redirectUri = `${rpOrigin}/callback`;
  postLogoutRedirectUri = `${rpOrigin}/signed-out`;
});
test.afterAll(async () => {
  await new Promise((resolve) => application.close(resolve));
});

function registerClient(name: string, extra: string[] = []): { clientId: string; clientSecret: string } {
  const printed = operatorCommand(
    "oauth-client",
    "create",
    "--name",
    name,
    "--redirect-uri",
    redirectUri,
    "--post-logout-redirect-uri",
    postLogoutRedirectUri,
    ...extra,
  );
  return {
    clientId: /client_id: (\S+)/.exec(printed)?.[1] ?? "",
    clientSecret: /client_secret: (\S+)/.exec(printed)?.[1] ?? "",
  };
}

const discover = ({ clientId, clientSecret }: { clientId: string; clientSecret: string }) =>
  oidc.discovery(
    new URL(process.env.DUGOUT_E2E_BASE_URL ?? ""),
    clientId,
    undefined,
    oidc.ClientSecretBasic(clientSecret),
    {
      execute: [oidc.allowInsecureRequests],
    },
  );

/** Signs in from the provider's sign-in page by magic link, as a new person of example.com. */
async function signInHere(page: Page, email: string) {
  await requestMagicLink(page, email);
  await page.goto(linkIn(await nextMail(page.request, email)));
}

async function startAuthorization(config: oidc.Configuration, prompt?: string) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: "openid profile email offline_access",
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state,
    nonce,
    ...(prompt ? { prompt } : {}),
  });
  return { url, verifier, state, nonce };
}

test("an application signs a person in with Dugout: sign-in, consent, tokens, userinfo, logout", async ({ page }) => {
  const registered = registerClient("Sales Wiki");
  const config = await discover(registered);
  const email = uniqueEmail("openid");

  // Signed out: the provider's sign-in page, then the consent screen.
  const first = await startAuthorization(config);
  await page.goto(first.url.href);
  await expect(page).toHaveURL(/\/oauth\/sign-in\?/);
  await signInHere(page, email);
  await expect(page.getByRole("heading", { name: "Sales Wiki wants to access your Dugout account" })).toBeVisible();
  await expect(page.getByText("See your email address")).toBeVisible();
  await page.getByRole("button", { name: "Allow" }).click();
  await page.waitForURL(`${redirectUri}?**`);

  const tokens = await oidc.authorizationCodeGrant(config, new URL(page.url()), {
    pkceCodeVerifier: first.verifier,
    expectedState: first.state,
    expectedNonce: first.nonce,
    idTokenExpected: true,
  });
  const sub = tokens.claims()?.sub ?? "";
  expect(await oidc.fetchUserInfo(config, tokens.access_token, sub)).toMatchObject({
    sub,
    email,
    email_verified: true,
  });

  // Consent is remembered: the next request comes straight back with a code.
  const second = await startAuthorization(config);
  await page.goto(second.url.href);
  await page.waitForURL(`${redirectUri}?**`);
  expect(new URL(page.url()).searchParams.get("code")).toBeTruthy();

  // Asked again (prompt=consent), the person denies.
  const third = await startAuthorization(config, "consent");
  await page.goto(third.url.href);
  await page.getByRole("button", { name: "Deny" }).click();
  await expect(page.getByText("Access to the application was denied.")).toBeVisible();

  // RP-initiated logout: "Log out?" No keeps the session; Yes ends it and returns to the application.
  const logoutUrl = oidc.buildEndSessionUrl(config, {
    id_token_hint: tokens.id_token ?? "",
    post_logout_redirect_uri: postLogoutRedirectUri,
    state: "bye",
  });
  expect(logoutUrl.pathname).toBe("/oauth/logout");
  await page.goto(logoutUrl.href);
  await expect(page.getByRole("heading", { name: "Log out?" })).toBeVisible();
  await page.getByRole("button", { name: "No" }).click();
  await expect(page.getByText("You have not been logged out. You may close this page.")).toBeVisible();
  await page.goto(logoutUrl.href);
  await page.getByRole("button", { name: "Yes" }).click();
  await page.waitForURL(`${postLogoutRedirectUri}?state=bye`);
  const me = await page.request.get("/api/me");
  expect(await me.json()).toEqual({ user: null });
  await page.goto(logoutUrl.href);
  await expect(page.getByText("No active session detected. Please log in to continue.")).toBeVisible();
});

test("the consent screen names a missing parameter", async ({ page }) => {
  await page.goto(`/oauth/consent?client_id=x&redirect_uri=${encodeURIComponent(redirectUri)}`);
  await expect(page.getByRole("alert")).toHaveText(
    "Required parameter is missing: response_type. Please reach out to the application developer.",
  );
});

test("an application's logout without id_token_hint signs out and returns to the application", async ({ page }) => {
  const config = await discover(registerClient("Hintless Wiki"));
  await signInByMagicLink(page, "/dream_team", uniqueEmail("openid-logout"));
  const logoutUrl = oidc.buildEndSessionUrl(config, { post_logout_redirect_uri: postLogoutRedirectUri, state: "s3" });
  expect(logoutUrl.searchParams.has("id_token_hint")).toBe(false);
  await page.goto(logoutUrl.href);
  await page.getByRole("button", { name: "Yes" }).click();
  await page.waitForURL(`${postLogoutRedirectUri}?state=s3`);
  expect(await (await page.request.get("/api/me")).json()).toEqual({ user: null });
});

test("an authorization request that cannot be sent back ends on a page that names the problem", async ({ page }) => {
  const config = await discover(registerClient("Broken Wiki"));
  const { url } = await startAuthorization(config);
  url.searchParams.delete("client_id");
  await page.goto(url.href);
  await expect(page).toHaveURL(/\/oauth\/error\?/);
  await expect(page.getByRole("alert")).toHaveText(
    "Required parameter is missing: client_id. Please reach out to the application developer.",
  );
  url.searchParams.set("client_id", "an-application-nobody-registered");
  await page.goto(url.href);
  await expect(page.getByRole("alert")).toHaveText("This application is not registered with Dugout.");
});
