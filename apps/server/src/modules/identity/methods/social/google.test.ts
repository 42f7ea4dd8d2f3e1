import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/harness";
import { startOAuthStandIn, standInClients, type OAuthStandIn } from "./oauth-stand-in";
import { cookieHeader, errorBody, get, post } from "../../test-kit";

/**
 * Google in detail (social-sign-in.test.ts runs every provider), configured by its older variable
 * names GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET, against the local stand-in (oauth-stand-in.ts).
 */
let standIn: OAuthStandIn;
let t: TestApp;
const googleEnv = () => ({
  GOOGLE_CLIENT_ID: standInClients.google.clientId,
  GOOGLE_CLIENT_SECRET: standInClients.google.clientSecret,
  OAUTH_ENDPOINTS_BASE_URL: standIn.url,
});
beforeAll(async () => {
  standIn = await startOAuthStandIn();
  standIn.users.google = {
    id: "google-sub-123",
    email: "gina@example.com",
    emailVerified: true,
    name: "Gina Google",
    image: "https://example.com/g.png",
  };
  t = await createTestApp({ env: { ...googleEnv(), SIGNUP_ALLOWED_DOMAINS: "*" } });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

/** The stand-in's answer to the authorization request: a redirect to our callback with a code. */
async function authorize(url: URL): Promise<string> {
  const answer = await fetch(url, { redirect: "manual" });
  expect(answer.status).toBe(302);
  const back = new URL(answer.headers.get("location") ?? "");
  return back.pathname + back.search;
}

async function start(loginRedirect = "/batting_cage") {
  const response = await post(t, "/api/auth/dugout/oauth/start", {
    provider: "google",
    login_redirect_url: loginRedirect,
  });
  expect(response.statusCode, response.body).toBe(200);
  const url = new URL(response.json<{ url: string }>().url);
  return { url, cookie: cookieHeader(response) };
}

describe("Google sign-in", () => {
  it("is offered by bootstrap when configured", async () => {
    expect((await get(t, "/api/auth/dugout/bootstrap")).json()).toMatchObject({ oauthProviders: ["google"] });
  });

  it("signs in through the provider and lands on the page with a one-time oauth token", async () => {
    const { url, cookie } = await start();
    expect(url.origin + url.pathname).toBe(`${standIn.url}/google/o/oauth2/v2/auth`);
    expect(url.searchParams.get("client_id")).toBe(standInClients.google.clientId);
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:3000/api/auth/callback/google");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");

    const back = await authorize(url);
    expect(back.startsWith("/api/auth/callback/google?")).toBe(true);
    const callback = await get(t, back, { headers: { cookie } });
    expect(callback.statusCode, callback.body).toBe(302);
    expect(standIn.tokenRequests.get("google")?.at(-1)?.get("code_verifier")).toBeTruthy();
    const complete = new URL(String(callback.headers.location));
    expect(complete.pathname).toBe("/api/auth/dugout/oauth/complete");

    // The browser keeps the cookies of the start (its sign-in binding) and of the callback (the session).
    const browserCookies = `${cookie}; ${cookieHeader(callback)}`;
    const landing = await get(t, complete.pathname + complete.search, { headers: { cookie: browserCookies } });
    expect(landing.statusCode).toBe(302);
    const page = new URL(String(landing.headers.location));
    expect(page.pathname).toBe("/batting_cage");
    expect(page.searchParams.get("dugout_token_type")).toBe("oauth");

    const authenticated = await post(
      t,
      "/api/auth/dugout/tokens/authenticate",
      { token: page.searchParams.get("token"), token_type: "oauth" },
      { headers: { cookie: browserCookies } },
    );
    expect(authenticated.statusCode, authenticated.body).toBe(200);
    const me = await get(t, "/api/me", { headers: { cookie: cookieHeader(authenticated) } });
    expect(me.json()).toMatchObject({
      user: { email: "gina@example.com", name: "Gina Google", first_name: "Gina", providers: ["email", "google"] },
    });
    // One time only.
    const again = await post(t, "/api/auth/dugout/tokens/authenticate", {
      token: page.searchParams.get("token"),
      token_type: "oauth",
    });
    expect(again.statusCode).toBe(400);
  });

  it("asks the provider for the widget's extra scopes and parameters, and never lets them replace the flow's own", async () => {
    const response = await post(t, "/api/auth/dugout/oauth/start", {
      provider: "google",
      login_redirect_url: "/batting_cage",
      custom_scopes: ["https://www.googleapis.com/auth/calendar.readonly"],
      provider_params: { prompt: "select_account", hd: "example.com" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const url = new URL(response.json<{ url: string }>().url);
    expect(url.searchParams.get("scope")?.split(" ")).toEqual(
      expect.arrayContaining(["openid", "email", "profile", "https://www.googleapis.com/auth/calendar.readonly"]),
    );
    expect(url.searchParams.get("prompt")).toBe("select_account");
    expect(url.searchParams.get("hd")).toBe("example.com");

    const hijack = await post(t, "/api/auth/dugout/oauth/start", {
      provider: "google",
      provider_params: { redirect_uri: "https://evil.example/cb" },
    });
    expect(hijack.statusCode).toBe(400);
    expect(errorBody(hijack)).toMatchObject({ error_type: "unsupported_option" });
    expect(errorBody(hijack).error_message).toContain("provider_params cannot set redirect_uri");
  });

  it("refuses other providers, foreign redirects and bad input", async () => {
    const other = await post(t, "/api/auth/dugout/oauth/start", { provider: "github" });
    expect(errorBody(other)).toMatchObject({ error_type: "oauth_provider_not_configured" });
    const foreign = await post(t, "/api/auth/dugout/oauth/start", {
      provider: "google",
      login_redirect_url: "https://evil.example/x",
    });
    expect(errorBody(foreign)).toMatchObject({ error_type: "invalid_redirect_url" });
    const missing = await post(t, "/api/auth/dugout/oauth/start", {});
    expect(missing.statusCode).toBe(400);
  });
});

describe("Google and the sign-up policy", () => {
  it("creates no account for an address SIGNUP_ALLOWED_DOMAINS does not allow", async () => {
    const strict = await createTestApp({
      env: { ...googleEnv(), SIGNUP_ALLOWED_DOMAINS: "dugout.example" },
    });
    try {
      const started = await post(strict, "/api/auth/dugout/oauth/start", {
        provider: "google",
        login_redirect_url: "/dream_team",
      });
      const url = new URL(started.json<{ url: string }>().url);
      const callback = await get(strict, await authorize(url), { headers: { cookie: cookieHeader(started) } });
      expect(callback.statusCode).toBe(302);
      const landed = new URL(String(callback.headers.location));
      expect(landed.pathname).toBe("/dream_team");
      expect(landed.searchParams.get("error")).toBe("SIGNUP_NOT_ALLOWED");
      expect(await strict.app.identity.users.findByEmail("gina@example.com")).toBeUndefined();
    } finally {
      await strict.close();
    }
  });
});
