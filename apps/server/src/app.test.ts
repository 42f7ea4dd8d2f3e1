import rootPackage from "../../../package.json" with { type: "json" };
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productionEnv } from "./test/production-env";
import { createTestApp, errorOf, type TestApp } from "./test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("health", () => {
  it("answers liveness with the version it runs, the root package.json's", async () => {
    const response = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", version: rootPackage.version });
    expect(rootPackage.version).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
  });

  it("is ready when the database is reachable and migrated and the job queue has started", async () => {
    // The queue starts in the background after boot: a probe may see it starting first.
    let response = await t.app.inject({ method: "GET", url: "/readyz" });
    for (let tries = 0; tries < 100 && response.statusCode !== 200; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      response = await t.app.inject({ method: "GET", url: "/readyz" });
    }
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ready",
      checks: { database: true, migrations: true, job_queue: true },
    });
  });
});

describe("errors", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nope?x=1" });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({ code: "not_found", message: "No route GET /api/nope." });
  });

  it("answers unknown pages with the web app's 404 and known routes with 200", async () => {
    expect((await t.app.inject({ method: "GET", url: "/no-such-page" })).statusCode).toBe(404);
    for (const path of [
      "/",
      "/batting_cage",
      "/scoring_champ",
      "/eugene_data",
      "/dream_team",
      "/starter_tools",
      "/starter_tools/business_name_generator",
    ]) {
      const response = await t.app.inject({ method: "GET", url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
    }
  });

  it("rejects invalid JSON and oversized bodies with 4xx and a clear message", async () => {
    const headers = { ...(await t.csrfHeaders()), "content-type": "application/json" };
    const invalid = await t.app.inject({ method: "POST", url: "/internal/commands/seed", headers, payload: "{nope" });
    expect(invalid.statusCode).toBe(400);
    expect(errorOf(invalid).code).toBe("invalid_json");

    const small = await createTestApp({ env: { BODY_LIMIT_BYTES: "100" } });
    try {
      const big = await small.app.inject({
        method: "POST",
        url: "/api/anything",
        headers: { ...(await small.csrfHeaders()), "content-type": "application/json" },
        payload: JSON.stringify({ text: "x".repeat(500) }),
      });
      expect(big.statusCode).toBe(413);
      expect(errorOf(big)).toEqual({ code: "payload_too_large", message: "The request body is too large." });
    } finally {
      await small.close();
    }
  });
});

describe("CSRF", () => {
  it("refuses a state-changing call without the token", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/anything", payload: {} });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe("csrf_failed");
  });

  it("refuses a token that does not match its cookie, a forged token, and a foreign origin", async () => {
    const good = await t.csrfHeaders();
    const cases = [
      { ...good, "x-csrf-token": "other" },
      { ...good, cookie: "dugout_csrf=forged.token", "x-csrf-token": "forged.token" },
      { ...good, origin: "https://evil.example" },
    ];
    for (const headers of cases) {
      const response = await t.app.inject({ method: "POST", url: "/api/anything", headers, payload: {} });
      expect(response.statusCode).toBe(403);
    }
  });

  it("lets a call with the token through to routing", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/anything",
      headers: await t.csrfHeaders(),
      payload: {},
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("security headers", () => {
  it("sends a Content-Security-Policy without inline scripts and the other helmet headers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/batting_cage" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    // Plain http: no HSTS (plugins/security-headers.test.ts covers https).
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("gives each request an id and passes a sane upstream one through", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "x-request-id": "abc-12345678" },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("API docs", () => {
  it("publishes an OpenAPI document generated from the route schemas", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(["/healthz", "/readyz", "/dev/mailbox.json"]));
    const page = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
  });

  it("are off in production unless API_DOCS=on", async () => {
    // One database for the production apps (each secret's fingerprint is kept by the database).
    const off = await createTestApp({ env: productionEnv });
    const on = await createTestApp({ shareDatabaseWith: off, env: { ...productionEnv, API_DOCS: "on" } });
    try {
      for (const url of ["/api/docs/json", "/api/docs/"]) {
        expect((await off.app.inject({ method: "GET", url })).statusCode, url).toBe(404);
        expect((await on.app.inject({ method: "GET", url })).statusCode, url).toBe(200);
      }
    } finally {
      await on.close();
      await off.close();
    }
  });
});
