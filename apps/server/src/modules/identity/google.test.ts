import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { cookieHeader, errorBody, get, post } from "./test-kit";

/** A stand-in for Google's token and userinfo endpoints, speaking OAuth 2.0 as Google does. */
interface StandIn {
  server: Server;
  url: string;
  tokenRequests: URLSearchParams[];
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => resolve(body));
  });

async function startStandIn(): Promise<StandIn> {
  const tokenRequests: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      response.setHeader("content-type", "application/json");
      if (request.method === "POST" && request.url === "/token") {
        const form = new URLSearchParams(await readBody(request));
        tokenRequests.push(form);
        if (form.get("code") !== "good-code") {
          response.statusCode = 400;
          response.end(JSON.stringify({ error: "invalid_grant" }));
          return;
        }
        response.end(
          JSON.stringify({
            access_token: "stand-in-access",
            token_type: "Bearer",
            expires_in: 3599,
            scope: "openid email profile",
          }),
        );
        return;
      }
      if (request.method === "GET" && request.url === "/userinfo") {
        if (request.headers.authorization !== "Bearer stand-in-access") {
          response.statusCode = 401;
          response.end(JSON.stringify({ error: "invalid_token" }));
          return;
        }
        response.end(
          JSON.stringify({
            sub: "google-sub-123",
            email: "gina@example.com",
            email_verified: true,
            name: "Gina Google",
            picture: "https://example.com/g.png",
          }),
        );
        return;
      }
      response.statusCode = 404;
      response.end("{}");
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, tokenRequests };
}

let standIn: StandIn;
let t: TestApp;
beforeAll(async () => {
  standIn = await startStandIn();
  t = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: "client-123.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "shh",
      SIGNUP_ALLOWED_DOMAINS: "*",
    },
    identity: {
      googleEndpoints: {
        authorizationUrl: `${standIn.url}/authorize`,
        tokenUrl: `${standIn.url}/token`,
        userInfoUrl: `${standIn.url}/userinfo`,
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => standIn.server.close(resolve));
});

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
    expect(url.origin + url.pathname).toBe(`${standIn.url}/authorize`);
    expect(url.searchParams.get("client_id")).toBe("client-123.apps.googleusercontent.com");
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:3000/api/auth/callback/google");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");

    const callback = await get(t, `/api/auth/callback/google?code=good-code&state=${url.searchParams.get("state")}`, {
      headers: { cookie },
    });
    expect(callback.statusCode, callback.body).toBe(302);
    expect(standIn.tokenRequests.at(-1)?.get("code_verifier")).toBeTruthy();
    const complete = new URL(String(callback.headers.location));
    expect(complete.pathname).toBe("/api/auth/dugout/oauth/complete");

    const landing = await get(t, complete.pathname + complete.search, { headers: { cookie: cookieHeader(callback) } });
    expect(landing.statusCode).toBe(302);
    const page = new URL(String(landing.headers.location));
    expect(page.pathname).toBe("/batting_cage");
    expect(page.searchParams.get("dugout_token_type")).toBe("oauth");

    const authenticated = await post(t, "/api/auth/dugout/tokens/authenticate", {
      token: page.searchParams.get("token"),
      token_type: "oauth",
    });
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
      env: { GOOGLE_CLIENT_ID: "client-123", GOOGLE_CLIENT_SECRET: "shh", SIGNUP_ALLOWED_DOMAINS: "dugout.example" },
      identity: {
        googleEndpoints: {
          authorizationUrl: `${standIn.url}/authorize`,
          tokenUrl: `${standIn.url}/token`,
          userInfoUrl: `${standIn.url}/userinfo`,
        },
      },
    });
    try {
      const started = await post(strict, "/api/auth/dugout/oauth/start", {
        provider: "google",
        login_redirect_url: "/dream_team",
      });
      const url = new URL(started.json<{ url: string }>().url);
      const callback = await get(
        strict,
        `/api/auth/callback/google?code=good-code&state=${url.searchParams.get("state")}`,
        {
          headers: { cookie: cookieHeader(started) },
        },
      );
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

describe("Google configuration switch", () => {
  it("is off unless both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set", async () => {
    const half = await createTestApp({ env: { GOOGLE_CLIENT_ID: "only-the-id" } });
    try {
      expect((await get(half, "/api/auth/dugout/bootstrap")).json()).toMatchObject({ oauthProviders: [] });
      const refused = await post(half, "/api/auth/dugout/oauth/start", { provider: "google" });
      expect(refused.statusCode).toBe(400);
      expect(errorBody(refused).error_message).toBe("Sign-in with google is not available on this site.");
    } finally {
      await half.close();
    }
  });
});
