import { describe, expect, it } from "vitest";
import { untrustedProxyWarning } from "./plugins/untrusted-proxy-warning";
import { createTestApp } from "./test/harness";
import { logCapture } from "./test/log-capture";
import { productionEnv } from "./test/production-env";

const warnLevel = 40;

/** The app as production runs it (ADR 0033), on a test database: its warnings about forwarded requests. */
async function warningsOf(env: Record<string, string>, requests: Record<string, string>[]): Promise<string[]> {
  const log = logCapture();
  const t = await createTestApp({ env: { ...productionEnv, ...env }, logStream: log.stream });
  try {
    for (const headers of requests) {
      const response = await t.app.inject({ method: "GET", url: "/healthz", headers });
      expect(response.statusCode).toBe(200);
    }
  } finally {
    await t.close();
  }
  return log
    .records()
    .flatMap((record) => (record.level === warnLevel && record.msg?.includes("X-Forwarded-For") ? [record.msg] : []));
}

describe("requests forwarded by a proxy that TRUST_PROXY does not name", () => {
  const forwarded: Record<string, string>[] = [
    {},
    { "x-forwarded-for": "203.0.113.7" },
    { "x-forwarded-for": "198.51.100.9" },
  ];

  it("are warned about once, at the first, in production", async () => {
    expect(await warningsOf({}, forwarded)).toEqual([untrustedProxyWarning]);
    expect(untrustedProxyWarning).toBe(
      'A request arrived with X-Forwarded-For, but TRUST_PROXY is not set: behind a reverse proxy every client gets the proxy\'s address (one per-IP rate-limit bucket for everyone) and HSTS is never sent. Set TRUST_PROXY (true for one proxy in front; README "Production configuration").',
    );
  });

  it("are not warned about when TRUST_PROXY is set", async () => {
    expect(await warningsOf({ TRUST_PROXY: "true" }, forwarded)).toEqual([]);
  });
});
