import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { registerNoStoreByDefault } from "./cache-control";

/**
 * Answers that may depend on the session must never be kept by a browser or a shared cache. The
 * walk covers every registered route (the /api and /dev ones, and the batting cage's root paths (docs/requirements/batting-cage.md#calls)
 * at the root), anonymous and signed in, whatever the status of the answer.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A concrete URL for a route pattern: parameters and a trailing wildcard get a plausible segment. */
function concrete(url: string): string {
  return url
    .replace(/:[A-Za-z_]+/g, "00000000-0000-0000-0000-000000000000")
    .replace(/\/\*$/, url.startsWith("/api/auth/") ? "/get-session" : "/index.html");
}

async function walk(headers: Record<string, string>): Promise<{ checked: string[]; wrong: string[] }> {
  const routes = t.app.registeredRoutes
    .filter((route) => route.method !== "OPTIONS")
    // Reads first: a write such as sign-out could end the session the reads are meant to use.
    .sort((a, b) => Number(a.method !== "GET") - Number(b.method !== "GET"));
  const checked: string[] = [];
  const wrong: string[] = [];
  for (const route of routes) {
    const url = concrete(route.url);
    const hasBody = !["GET", "HEAD", "DELETE"].includes(route.method);
    const response = await t.app.inject({
      method: route.method as "GET",
      url,
      headers: { ...headers, ...(hasBody ? { "content-type": "application/json" } : {}) },
      ...(hasBody ? { payload: "{}" } : {}),
    });
    const line = `${route.method} ${url} -> ${response.statusCode}`;
    checked.push(line);
    const cacheControl = response.headers["cache-control"];
    if (cacheControl !== "no-store") wrong.push(`${line} cache-control: ${cacheControl}`);
  }
  return { checked, wrong };
}

describe("Cache-Control on the server's answers", () => {
  it("is no-store on every answer of every route to an anonymous caller", async () => {
    const { checked, wrong } = await walk(await t.csrfHeaders());
    expect(checked.filter((line) => line.includes(" /api/")).length).toBeGreaterThan(40);
    expect(checked).toEqual(expect.arrayContaining(["GET /dev/mailbox.json -> 200", "GET /api/me -> 200"]));
    expect(wrong).toEqual([]);
  });

  it("is no-store on every answer of every route to a signed-in admin", async () => {
    const { headers } = await t.signIn({ role: "admin" });
    const { checked, wrong } = await walk(headers);
    // The walk reached the answers that hold the admin's data.
    expect(checked).toEqual(
      expect.arrayContaining([
        "GET /api/scoring_champ/scores -> 200",
        "GET /api/admin/leads -> 200",
        "GET /batting_cage_configuration -> 200",
        "GET /api/auth/get-session -> 200",
      ]),
    );
    expect(wrong).toEqual([]);
  });

  it("covers unknown /api paths and errors raised before routing", async () => {
    const unknown = await t.app.inject({ method: "GET", url: "/api/no-such-thing?x=1" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["cache-control"]).toBe("no-store");
    const csrfRefused = await t.app.inject({ method: "POST", url: "/api/events", payload: {} });
    expect(csrfRefused.statusCode).toBe(403);
    expect(csrfRefused.headers["cache-control"]).toBe("no-store");
    const mailboxRefused = await t.app.inject({ method: "GET", url: "/dev/mailbox", remoteAddress: "203.0.113.7" });
    expect(mailboxRefused.statusCode).toBe(404);
    expect(mailboxRefused.headers["cache-control"]).toBe("no-store");
  });

  it("leaves a route's own policy alone", async () => {
    const app = Fastify();
    registerNoStoreByDefault(app);
    app.get("/api/public-thing", async (_request, reply) =>
      reply.header("cache-control", "public, max-age=60").send({}),
    );
    app.get("/api/private-thing", async () => ({}));
    try {
      const chosen = await app.inject({ method: "GET", url: "/api/public-thing" });
      expect(chosen.headers["cache-control"]).toBe("public, max-age=60");
      const defaulted = await app.inject({ method: "GET", url: "/api/private-thing" });
      expect(defaulted.headers["cache-control"]).toBe("no-store");
    } finally {
      await app.close();
    }
  });
});

describe("Cache-Control of the web app", () => {
  const dist = mkdtempSync(join(tmpdir(), "dugout-web-dist-"));
  let web: TestApp;
  beforeAll(async () => {
    mkdirSync(join(dist, "assets"));
    writeFileSync(
      join(dist, "index.html"),
      "<!doctype html><html><head></head><body><div id=root></div></body></html>",
    );
    writeFileSync(join(dist, "assets", "index-AbC123.js"), "export {};");
    writeFileSync(join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    web = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await web.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("keeps what plugins/web-app.ts sets for files, index.html and the 404 page", async () => {
    const cacheControl = async (url: string) => (await web.app.inject({ method: "GET", url })).headers["cache-control"];
    expect(await cacheControl("/assets/index-AbC123.js")).toBe("public, max-age=31536000, immutable");
    expect(await cacheControl("/favicon.svg")).toBe("public, max-age=0");
    expect(await cacheControl("/batting_cage")).toBe("no-cache");
    expect(await cacheControl("/no-such-page")).toBe("no-cache");
  });
});
