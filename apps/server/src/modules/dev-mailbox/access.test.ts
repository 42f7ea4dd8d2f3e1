import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { createTestApp, errorOf, type TestApp } from "../../test/harness";
import { createTestDatabase } from "../../test/test-database";

/**
 * The mailbox shows every sign-in link the app "sent": it answers this machine only, and it is
 * never mounted in production. Everyone else gets the 404 of a path that does not exist.
 */
const paths = ["/dev/mailbox", "/dev/mailbox.json"];

async function expectAbsent(t: TestApp, path: string, remoteAddress: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: "GET", url: path, remoteAddress, headers });
  expect(response.statusCode, `${path} from ${remoteAddress} ${JSON.stringify(headers)}`).toBe(404);
  expect(errorOf(response)).toEqual({ code: "not_found", message: `No route GET ${path}.` });
}

async function expectShown(t: TestApp, path: string, remoteAddress: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: "GET", url: path, remoteAddress, headers });
  expect(response.statusCode, `${path} from ${remoteAddress} ${JSON.stringify(headers)}`).toBe(200);
}

describe("the dev mailbox without a proxy (TRUST_PROXY unset)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers loopback clients, IPv4 and IPv6", async () => {
    for (const path of paths) {
      for (const address of ["127.0.0.1", "127.0.0.53", "::1", "::ffff:127.0.0.1"]) {
        await expectShown(t, path, address);
      }
    }
  });

  it("does not exist for any other client", async () => {
    for (const path of paths) {
      for (const address of ["203.0.113.7", "10.0.0.2", "::ffff:10.0.0.2", "2001:db8::1", "128.0.0.1"]) {
        await expectAbsent(t, path, address);
      }
      const head = await t.app.inject({ method: "HEAD", url: path, remoteAddress: "203.0.113.7" });
      expect(head.statusCode).toBe(404);
    }
  });

  it("does not exist for a remote client behind a same-host proxy that TRUST_PROXY was not told about", async () => {
    // request.ip is the proxy's loopback address here; the forwarded hop says who really asked.
    for (const path of paths) await expectAbsent(t, path, "127.0.0.1", { "x-forwarded-for": "203.0.113.7" });
  });
});

describe("the dev mailbox behind a reverse proxy (TRUST_PROXY=true)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: "true" } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers a loopback client forwarded by a proxy on this machine", async () => {
    for (const path of paths) await expectShown(t, path, "127.0.0.1", { "x-forwarded-for": "127.0.0.1" });
  });

  it("does not exist for a remote client forwarded by a proxy on this machine", async () => {
    for (const path of paths) await expectAbsent(t, path, "127.0.0.1", { "x-forwarded-for": "203.0.113.7" });
  });

  it("is not fooled by a loopback address the client put in front of its own", async () => {
    // The proxy appends the real client; request.ip (the leftmost hop when every proxy is trusted)
    // is whatever the client wrote, so each hop must be loopback.
    for (const path of paths) {
      await expectAbsent(t, path, "127.0.0.1", { "x-forwarded-for": "127.0.0.1, 203.0.113.7" });
    }
  });

  it("does not exist for a remote connection that claims to forward a loopback client", async () => {
    for (const path of paths) await expectAbsent(t, path, "203.0.113.7", { "x-forwarded-for": "127.0.0.1" });
  });
});

describe("the dev mailbox in production", () => {
  it("is never mounted, even when a configuration without mail transport reaches the app", async () => {
    // loadConfig refuses production without SMTP_URL (config.test.ts); this is the second lock.
    const testDatabase = await createTestDatabase();
    const config = {
      ...loadConfig({ LOG_LEVEL: "silent", WEB_DIST_DIR: "./does-not-exist", APP_BASE_URL: "http://localhost:3000" }),
      NODE_ENV: "production" as const,
    };
    expect(config.localMail).toBe(true);
    const app = await buildApp({ config, database: testDatabase.database });
    try {
      await app.ready();
      for (const path of paths) {
        const response = await app.inject({ method: "GET", url: path, remoteAddress: "127.0.0.1" });
        expect(response.statusCode, path).toBe(404);
      }
      expect(app.registeredRoutes.some((route) => route.url.startsWith("/dev/"))).toBe(false);
    } finally {
      await app.close();
      await testDatabase.drop();
    }
  });
});
