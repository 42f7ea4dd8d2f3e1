import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";

// index.html goes out with the links the web build listed for the page asked for (apps/web/build/page-preloads.ts),
// so the page's own code, styles and first image download beside the main chunk.
const table = {
  "/batting_cage": {
    modules: ["/assets/BattingCageRoute-AbC.js", "/assets/time-DeF.js"],
    styles: ["/assets/BattingCageRoute-GhI.css"],
    images: ["/media/splash-poster.jpg"],
    signedIn: {
      modules: ["/assets/PracticePage-MnO.js", "/assets/BattingCageAdminPage-PqR.js"],
      styles: ["/assets/PracticePage-StU.css"],
    },
  },
  "/{agent}_data": {
    modules: ["/assets/AgentDataRoute-JkL.js"],
    styles: [],
    images: [],
    signedIn: { modules: ["/assets/UsageStatsPage-VwX.js"], styles: [] },
  },
};

const headOf = (body: string) => body.slice(0, body.indexOf("</head>"));

describe("page preloads", () => {
  const dist = mkdtempSync(join(tmpdir(), "dugout-web-dist-"));
  let t: TestApp;
  beforeAll(async () => {
    writeFileSync(
      join(dist, "index.html"),
      "<!doctype html><html><head><title>Dugout</title></head><body></body></html>",
    );
    writeFileSync(join(dist, "page-preloads.json"), JSON.stringify(table));
    t = await createTestApp({ env: { WEB_DIST_DIR: dist, AGENT_NAME: "ravi" } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string) =>
    t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

  it("sends a page's chunks, stylesheets and first image as preloads in its index.html", async () => {
    const response = await page("/batting_cage");
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/BattingCageRoute-AbC.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/time-DeF.js">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/BattingCageRoute-GhI.css">');
    expect(head).toContain('<link rel="preload" as="image" fetchpriority="high" href="/media/splash-poster.jpg">');
    // The runtime settings are still there.
    expect(head).toContain('<script id="dugout-config" type="application/json">');
    // A visitor is shown the splash: the signed-in views stay on demand.
    expect(head).not.toContain("PracticePage");
    expect(head).not.toContain("BattingCageAdminPage");
  });

  it("adds the signed-in views, and leaves out the splash image, when the request carries a session cookie", async () => {
    const cookie = `${t.app.identity.sessionCookie}=some-session`;
    const head = headOf((await page("/batting_cage", cookie)).body);
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/BattingCageRoute-AbC.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/PracticePage-MnO.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/BattingCageAdminPage-PqR.js">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/PracticePage-StU.css">');
    expect(head).not.toContain("splash-poster");
    expect(headOf((await page("/ravi_data", cookie)).body)).toContain("/assets/UsageStatsPage-VwX.js");
    // Other cookies say nothing about a session.
    expect(headOf((await page("/batting_cage", "dugout_csrf=abc")).body)).not.toContain("PracticePage");
  });

  it("tells caches that the page depends on the cookies as well as the encoding", async () => {
    expect((await page("/batting_cage")).headers.vary).toBe("accept-encoding, cookie");
  });

  it("puts the server's agent name into the agent page's path, trailing slash or not", async () => {
    for (const url of ["/ravi_data", "/ravi_data/"]) {
      expect((await page(url)).body).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/AgentDataRoute-JkL.js">',
      );
    }
    expect((await page("/eugene_data")).statusCode).toBe(404);
  });

  it("preloads nothing for a page the build listed nothing for, nor for an unknown page", async () => {
    for (const url of ["/", "/no-such-page"]) expect((await page(url)).body).not.toContain("preload");
  });

  it("sends the page compressed when the browser accepts it, brotli first", async () => {
    const plain = await page("/batting_cage");
    const brotli = await t.app.inject({
      method: "GET",
      url: "/batting_cage",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({
      method: "GET",
      url: "/batting_cage",
      headers: { "accept-encoding": "br;q=0, gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });
});
