import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { nonDocumentContentSecurityPolicy, securityHeaders } from "./security-headers";

/**
 * HSTS only means something over https (browsers ignore it on plain http, and a plain-http
 * deployment should not advertise it); the framing headers must tell browsers the same thing.
 */
const hsts = "strict-transport-security";

describe("security headers, direct connections (TRUST_PROXY unset)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("sends no Strict-Transport-Security over plain http, even when a client claims https", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(plain.headers[hsts]).toBeUndefined();
    const claimed = await t.app.inject({ method: "GET", url: "/healthz", headers: { "x-forwarded-proto": "https" } });
    expect(claimed.headers[hsts]).toBeUndefined();
  });

  it("forbids framing in both headers: X-Frame-Options DENY and frame-ancestors 'none'", async () => {
    for (const url of ["/healthz", "/api/me", "/batting_cage", "/api/no-such-thing", "/api/docs/"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.headers["x-frame-options"], url).toBe("DENY");
      expect(String(response.headers["content-security-policy"]), url).toContain("frame-ancestors 'none'");
      expect(String(response.headers["content-security-policy"]), url).not.toContain("upgrade-insecure-requests");
    }
  });

  it("gives HTML pages the page's full set, and every other answer the short set for APIs and files", async () => {
    const page = await t.app.inject({ method: "GET", url: "/batting_cage" });
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["content-security-policy"]).toBe(securityHeaders().http["content-security-policy"]);
    expect(page.headers["permissions-policy"]).toBe("camera=(), geolocation=(), microphone=(self)");
    expect(page.headers["cross-origin-opener-policy"]).toBe("same-origin");
    const docs = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(docs.headers["permissions-policy"]).toBeDefined();
    for (const url of ["/healthz", "/api/me", "/api/no-such-thing"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.headers["content-type"], url).toMatch(/^application\/json/);
      expect(response.headers["content-security-policy"], url).toBe(nonDocumentContentSecurityPolicy);
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["cross-origin-resource-policy"], url).toBe("same-origin");
      expect(response.headers["referrer-policy"], url).toBe("no-referrer");
      expect(response.headers["permissions-policy"], url).toBeUndefined();
    }
  });
});

describe("security headers behind a TLS-terminating proxy (TRUST_PROXY=true)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("sends Strict-Transport-Security on requests that arrived over https, and only those", async () => {
    const https = await t.app.inject({ method: "GET", url: "/healthz", headers: { "x-forwarded-proto": "https" } });
    expect(https.headers[hsts]).toBe("max-age=31536000; includeSubDomains");
    const http = await t.app.inject({ method: "GET", url: "/healthz", headers: { "x-forwarded-proto": "http" } });
    expect(http.headers[hsts]).toBeUndefined();
  });

  it("sends the same other headers either way", async () => {
    const https = await t.app.inject({ method: "GET", url: "/healthz", headers: { "x-forwarded-proto": "https" } });
    const http = await t.app.inject({ method: "GET", url: "/healthz" });
    const securityHeaders = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(headers).filter(
          ([name]) => !["date", "content-length", "x-request-id", "connection", hsts].includes(name),
        ),
      );
    expect(securityHeaders(https.headers)).toEqual(securityHeaders(http.headers));
    expect(http.headers["content-security-policy"]).toBeDefined();
    expect(http.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("the Content-Security-Policy with a sign-in method's sources (One Tap's, with Google sign-in configured)", () => {
  it("lets Google Identity Services (One Tap) load its script, prompt and styles, and only then", () => {
    const google = ["https://accounts.google.com"];
    const extraSources = { scriptSrc: google, styleSrc: google, connectSrc: google, frameSrc: google };
    const withGoogle = securityHeaders({ extraSources }).http["content-security-policy"] ?? "";
    expect(withGoogle).toContain("script-src 'self' https://accounts.google.com");
    expect(withGoogle).toContain("frame-src https://accounts.google.com");
    expect(withGoogle).toContain("connect-src 'self' https://api.openai.com https://accounts.google.com");
    const without = securityHeaders().http["content-security-policy"] ?? "";
    expect(without).not.toContain("accounts.google.com");
    expect(without).toContain("frame-ancestors 'none'");
  });
});
