import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { appVersion } from "../version";

// What a browser downloads compressed: the build's own .br / .gz copies of static files, picked by
// Accept-Encoding, and JSON answers of 1 KB or more, gzipped on the fly.
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `word-${index}`))};`;

describe("compression", () => {
  const dist = mkdtempSync(join(tmpdir(), "dugout-web-dist-"));
  let t: TestApp;
  beforeAll(async () => {
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><html><head></head><body></body></html>");
    writeFileSync(join(dist, "assets", "index-AbC123.js"), script);
    writeFileSync(join(dist, "assets", "index-AbC123.js.br"), brotliCompressSync(script));
    writeFileSync(join(dist, "assets", "index-AbC123.js.gz"), gzipSync(script));
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const asset = (acceptEncoding?: string) =>
    t.app.inject({
      method: "GET",
      url: "/assets/index-AbC123.js",
      headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
    });

  it("sends the build's brotli or gzip copy of a static file, or the file itself, always varying by encoding", async () => {
    const brotli = await asset("gzip, deflate, br, zstd");
    expect(brotli.headers).toMatchObject({
      "content-encoding": "br",
      "cache-control": "public, max-age=31536000, immutable",
    });
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    const gzip = await asset("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await asset();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("gzips JSON answers of 1 KB or more, and leaves small ones such as /healthz alone", async () => {
    const docs = await t.app.inject({
      method: "GET",
      url: "/api/docs/json",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(docs.headers["content-encoding"]).toBe("gzip");
    expect(docs.headers.vary).toMatch(/accept-encoding/i);
    const document = JSON.parse(gunzipSync(docs.rawPayload).toString()) as { openapi?: string };
    expect(document.openapi).toMatch(/^3\./);
    const health = await t.app.inject({ method: "GET", url: "/healthz", headers: { "accept-encoding": "gzip" } });
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.json()).toEqual({ status: "ok", version: appVersion });
  });

  it("inflates compressed request bodies only on routes that take a body: a GET or HEAD route runs no such hook", () => {
    const lines = t.app.printRoutes({ includeHooks: true, commonPrefix: false }).split("\n");
    /** The hook lines printed under a route, up to the next route. */
    const hooksOf = (route: string) => {
      const start = lines.findIndex((line) => line.includes(route));
      expect(start, route).toBeGreaterThanOrEqual(0);
      const end = lines.findIndex((line, index) => index > start && /\((?:GET|HEAD|POST|PUT|PATCH|DELETE)/.test(line));
      return lines.slice(start + 1, end).join("\n");
    };
    expect(hooksOf("/realtime/calls (POST)")).toContain("(preParsing)");
    expect(hooksOf("/healthz (GET)")).not.toContain("(preParsing)");
    expect(hooksOf("/healthz (HEAD)")).not.toContain("(preParsing)");
  });
});
