import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { configProblems } from "./test/config-problems";
import { createTestApp, type TestApp } from "./test/harness";
import { crossSiteCookies } from "./widget-origins";

// WIDGET_ALLOWED_ORIGINS (issue 27 item 6): the sign-in widget on another site, through the real app.
const listed = "https://www.example.com";
const unlisted = "https://evil.example.net";
const problemsOf = (value: string) => configProblems({ WIDGET_ALLOWED_ORIGINS: value });

describe("WIDGET_ALLOWED_ORIGINS at boot", () => {
  it("reads comma-separated origins and is empty by default", () => {
    expect(
      loadConfig({ WIDGET_ALLOWED_ORIGINS: " https://www.example.com, http://127.0.0.1:8080" }).WIDGET_ALLOWED_ORIGINS,
    ).toEqual(["https://www.example.com", "http://127.0.0.1:8080"]);
    expect(loadConfig({}).WIDGET_ALLOWED_ORIGINS).toEqual([]);
  });

  it("refuses what is not exactly an origin, naming it", () => {
    expect(
      problemsOf("https://www.example.com/login,www.example.com,https://www.example.com/,ftp://files.example.com"),
    ).toEqual(
      ["https://www.example.com/login", "www.example.com", "https://www.example.com/", "ftp://files.example.com"].map(
        (entry) =>
          `WIDGET_ALLOWED_ORIGINS: ${entry} is not an origin such as https://www.example.com (scheme and host, no path)`,
      ),
    );
  });

  it("makes cookies cross-site only with origins listed and a secure-context base URL", () => {
    expect(crossSiteCookies("https://dugout.example.com", [listed])).toBe(true);
    expect(crossSiteCookies("http://localhost:3000", [listed])).toBe(true);
    expect(crossSiteCookies("http://dugout.internal:3000", [listed])).toBe(false);
    expect(crossSiteCookies("https://dugout.example.com", [])).toBe(false);
  });
});

describe("the widget on a listed site", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { WIDGET_ALLOWED_ORIGINS: `${listed},http://127.0.0.1:5500`, SIGNUP_ALLOWED_DOMAINS: "example.com" },
    });
  });
  afterAll(async () => t.close());

  const preflight = (url: string, origin: string) =>
    t.app.inject({
      method: "OPTIONS",
      url,
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type,x-csrf-token",
      },
    });

  it("answers preflights from a listed origin on the widget's routes", async () => {
    for (const url of ["/api/auth/email-otp/send-verification-otp", "/api/csrf", "/api/me", "/api/events"]) {
      const response = await preflight(url, listed);
      expect(response.statusCode, url).toBe(204);
      expect(response.headers["access-control-allow-origin"], url).toBe(listed);
      expect(response.headers["access-control-allow-credentials"], url).toBe("true");
      expect(response.headers["access-control-allow-methods"], url).toContain("POST");
      expect(response.headers["access-control-allow-headers"], url).toContain("x-csrf-token");
      expect(response.headers.vary, url).toContain("Origin");
    }
  });

  it("gives an unlisted origin no CORS headers", async () => {
    const answer = await preflight("/api/auth/email-otp/send-verification-otp", unlisted);
    expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
    expect(answer.headers["access-control-allow-credentials"]).toBeUndefined();
    const get = await t.app.inject({ method: "GET", url: "/api/me", headers: { origin: unlisted } });
    expect(get.headers["access-control-allow-origin"]).toBeUndefined();
    expect(get.headers.vary).toContain("Origin");
  });

  it("keeps CORS off the app's other routes, even for a listed origin", async () => {
    const response = await preflight("/api/users", listed);
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
  });

  const sendOtp = (origin: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/email-otp/send-verification-otp",
      // A cookie makes Better Auth check Origin on every endpoint, as it does for a signed-in browser.
      headers: { origin, "content-type": "application/json", cookie: "unrelated=1" },
      payload: { email: "widget-cors@example.com", type: "sign-in" },
    });

  it("lets a listed origin through Better Auth's Origin check, with CORS headers on the answer", async () => {
    const response = await sendOtp(listed);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBe(listed);
    expect(response.headers["access-control-allow-credentials"]).toBe("true");
  });

  it("refuses an unlisted origin at Better Auth's Origin check", async () => {
    const response = await sendOtp(unlisted);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error_type: "invalid_origin" });
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
  });

  const events = { events: [{ name: "authenticate flow complete" }] };
  const postEvents = async (origin: string) => {
    const token = (await t.app.inject({ method: "GET", url: "/api/csrf", headers: { origin } })).json<{
      token: string;
    }>().token;
    return t.app.inject({
      method: "POST",
      url: "/api/events",
      headers: { origin, cookie: `dugout_csrf=${token}`, "x-csrf-token": token },
      payload: events,
    });
  };

  it("lets a listed origin through our CSRF check", async () => {
    const response = await postEvents(listed);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.headers["access-control-allow-origin"]).toBe(listed);
  });

  it("refuses an unlisted origin at our CSRF check", async () => {
    const response = await postEvents(unlisted);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: "csrf_failed" } });
  });

  it("sends the session-bearing cookies SameSite=None; Secure (the base URL is http://localhost)", async () => {
    const csrf = await t.app.inject({ method: "GET", url: "/api/csrf" });
    const cookie = String(csrf.headers["set-cookie"]);
    expect(cookie).toMatch(/SameSite=None/i);
    expect(cookie).toMatch(/Secure/);
  });
});

describe("without WIDGET_ALLOWED_ORIGINS", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("answers no cross-origin preflight and keeps strict cookies", async () => {
    const response = await t.app.inject({
      method: "OPTIONS",
      url: "/api/auth/email-otp/send-verification-otp",
      headers: { origin: listed, "access-control-request-method": "POST" },
    });
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    const csrf = await t.app.inject({ method: "GET", url: "/api/csrf" });
    expect(String(csrf.headers["set-cookie"])).toMatch(/SameSite=Strict/i);
  });
});
