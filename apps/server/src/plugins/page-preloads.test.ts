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
  },
  "/{agent}_data": { modules: ["/assets/AgentDataRoute-JkL.js"], styles: [], images: [] },
};

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

  const page = (url: string) => t.app.inject({ method: "GET", url });

  it("sends a page's chunks, stylesheets and first image as preloads in its index.html", async () => {
    const response = await page("/batting_cage");
    expect(response.statusCode).toBe(200);
    const head = response.body.slice(0, response.body.indexOf("</head>"));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/BattingCageRoute-AbC.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/time-DeF.js">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/BattingCageRoute-GhI.css">');
    expect(head).toContain('<link rel="preload" as="image" fetchpriority="high" href="/media/splash-poster.jpg">');
    // The runtime settings are still there.
    expect(head).toContain('<script id="dugout-config" type="application/json">');
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
