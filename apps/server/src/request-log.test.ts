import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { liveAnswer } from "./modules/health/routes";
import { createTestApp, type TestApp } from "./test/harness";
import { logCapture } from "./test/log-capture";
import { appVersion } from "./version";

/**
 * The request log: one JSON line per request, written when the answer has been sent, with an ISO time,
 * the request id (echoed in X-Request-Id), the method, the redacted URL, the route, the client's address,
 * the user id when known, the client's family, the status and the time taken; none for health probes and
 * the build's static files, which still get every security header.
 */
type RequestLine = {
  reqId: string;
  msg: string;
  req: { id: string; method: string; url: string };
  res: { statusCode: number };
  responseTime: number;
};

describe("the request log", () => {
  const dist = mkdtempSync(join(tmpdir(), "dugout-web-dist-"));
  const log = logCapture();
  let t: TestApp;
  beforeAll(async () => {
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><html><head></head><body></body></html>");
    writeFileSync(join(dist, "assets", "index-AbC123.js"), "export {};");
    t = await createTestApp({ logStream: log.stream, env: { WEB_DIST_DIR: dist, LOG_LEVEL: "info" } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** The request lines (and any other line) logged while `send` runs. */
  async function linesOf(send: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
    const before = log.records().length;
    await send();
    return log.records().slice(before);
  }

  it("has one line per request, on completion, with its id, method, redacted URL, status and time", async () => {
    const lines = await linesOf(() => t.app.inject({ method: "GET", url: "/api/nope?token=secret-value&page=2" }));
    const requestLines = lines.filter((line) => line.req !== undefined) as RequestLine[];
    expect(requestLines).toHaveLength(1);
    const [line] = requestLines;
    expect(line).toMatchObject({
      msg: "request completed",
      req: { method: "GET", url: "/api/nope?token=%5Bredacted%5D&page=2" },
      res: { statusCode: 404 },
    });
    expect(line?.reqId).toBe(line?.req.id);
    expect(line?.responseTime).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(lines)).not.toContain("secret-value");
    expect(lines.map((record) => record.msg)).not.toContain("incoming request");
  });

  it("has no line for health probes or static assets, and one for pages and the API", async () => {
    // Ready once the job queue has started (in the background after boot).
    for (let tries = 0; tries < 100; tries += 1) {
      if (
        await t.app.readiness.jobQueue().then(
          () => true,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const quiet = await linesOf(async () => {
      for (const url of ["/healthz", "/readyz", "/healthz?probe=1", "/assets/index-AbC123.js"]) {
        const response = await t.app.inject({ method: "GET", url });
        expect(response.statusCode, url).toBe(200);
      }
      expect((await t.app.inject({ method: "HEAD", url: "/healthz" })).statusCode).toBe(200);
    });
    expect(quiet).toEqual([]);

    const logged = await linesOf(async () => {
      await t.app.inject({ method: "GET", url: "/batting_cage" });
      await t.app.inject({ method: "GET", url: "/api/csrf" });
      await t.app.inject({ method: "GET", url: "/healthzz" });
    });
    expect(logged.map((line) => (line as RequestLine).req.url)).toEqual(["/batting_cage", "/api/csrf", "/healthzz"]);
  });

  it("makes a request's pino child logger only when the request logs: none for a probe or a static file", async () => {
    const child = vi.spyOn(t.app.log, "child");
    try {
      await t.app.inject({ method: "GET", url: "/healthz" });
      await t.app.inject({ method: "GET", url: "/assets/index-AbC123.js" });
      expect(child).not.toHaveBeenCalled();
      const lines = await linesOf(() => t.app.inject({ method: "GET", url: "/api/csrf" }));
      expect(child).toHaveBeenCalledTimes(1);
      expect(lines).toMatchObject([{ msg: "request completed", req: { url: "/api/csrf" } }]);
    } finally {
      child.mockRestore();
    }
  });

  it("keeps a sane x-request-id from a trusted proxy, replaces any other with a fresh random one, and echoes it", async () => {
    const behindProxy = await createTestApp({
      shareDatabaseWith: t,
      logStream: log.stream,
      env: { WEB_DIST_DIR: dist, LOG_LEVEL: "info", TRUST_PROXY: "true" },
    });
    try {
      const idsOf = async (app: TestApp, requestId: string | undefined) => {
        let echoed: unknown;
        const lines = await linesOf(async () => {
          const response = await app.app.inject({
            method: "GET",
            url: "/api/csrf",
            headers: requestId ? { "x-request-id": requestId } : {},
          });
          echoed = response.headers["x-request-id"];
        });
        const ids = lines.map((line) => String(line.reqId));
        expect(ids).toEqual([echoed]);
        return ids;
      };
      expect(await idsOf(behindProxy, "lb-7f3a9c21-0001")).toEqual(["lb-7f3a9c21-0001"]);
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
      for (const insane of ['{"level":60}', "short", "x".repeat(65), "spaces are not ids"]) {
        const [id] = await idsOf(behindProxy, insane);
        expect(id, insane).toMatch(uuid);
      }
      // Without TRUST_PROXY the header is the client's own: never taken.
      const [own] = await idsOf(t, "lb-7f3a9c21-0002");
      expect(own).toMatch(uuid);
      const generated = new Set([...(await idsOf(t, undefined)), ...(await idsOf(t, undefined))]);
      expect(generated.size).toBe(2);
    } finally {
      await behindProxy.close();
    }
  });

  it("says when (ISO time), on which route, from which address, for which user and from which kind of client", async () => {
    const rep = await t.signIn({ email: "logged-rep@example.com" });
    const [line] = await linesOf(() =>
      t.app.inject({
        method: "GET",
        url: "/batting_cage_configuration",
        remoteAddress: "198.51.100.7",
        headers: {
          ...rep.headers,
          "user-agent":
            "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
        },
      }),
    );
    expect(line).toMatchObject({
      level: 30,
      msg: "request completed",
      req: {
        method: "GET",
        url: "/batting_cage_configuration",
        route: "/batting_cage_configuration",
        ip: "198.51.100.7",
        userId: rep.user.id,
        userAgent: "Chrome",
      },
      res: { statusCode: 200 },
    });
    expect(String(line?.time)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(JSON.stringify(line)).not.toContain("logged-rep@example.com");

    const [anonymous] = await linesOf(() =>
      t.app.inject({ method: "GET", url: "/api/csrf", headers: { "user-agent": "curl/8.5.0" } }),
    );
    expect(anonymous?.req).toEqual({
      id: anonymous?.reqId,
      method: "GET",
      url: "/api/csrf",
      route: "/api/csrf",
      ip: "127.0.0.1",
      userAgent: "curl",
    });
  });

  it("answers /healthz with its documented body, JSON, and the security headers of answers that are not pages, as it does static files", async () => {
    const health = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(health.body).toBe(liveAnswer);
    expect(health.json()).toEqual({ status: "ok", version: appVersion });
    expect(health.headers["content-type"]).toBe("application/json; charset=utf-8");
    const asset = await t.app.inject({ method: "GET", url: "/assets/index-AbC123.js" });
    for (const response of [health, asset]) {
      expect(response.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    }
    expect(health.headers["cache-control"]).toBe("no-store");
  });
});
