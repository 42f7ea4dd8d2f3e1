import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { createTestApp } from "../../test/harness";

describe("the privacy notice's settings", () => {
  it("reach the pages: /privacy is served, with the notice's address, the contact and the lead retention", async () => {
    const dist = mkdtempSync(join(tmpdir(), "dugout-web-dist-"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><html><head></head><body></body></html>");
    const t = await createTestApp({
      env: { WEB_DIST_DIR: dist, PRIVACY_CONTACT_EMAIL: "privacy@example.com", RETAIN_LEADS_DAYS: "180" },
    });
    try {
      const page = await t.app.inject({ method: "GET", url: "/privacy" });
      expect(page.statusCode).toBe(200);
      const block = /<script id="dugout-config" type="application\/json">(.*?)<\/script>/.exec(page.body)?.[1] ?? "";
      expect(JSON.parse(block)).toMatchObject({
        privacy: { noticeUrl: null, contactEmail: "privacy@example.com", leadsDays: 180 },
      });
    } finally {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it("are checked at boot", () => {
    expect(() => loadConfig({ NODE_ENV: "test", PRIVACY_NOTICE_URL: "privacy.html" })).toThrow(
      "PRIVACY_NOTICE_URL: must be an absolute URL of your privacy notice",
    );
    expect(() => loadConfig({ NODE_ENV: "test", PRIVACY_CONTACT_EMAIL: "privacy" })).toThrow(
      "PRIVACY_CONTACT_EMAIL: must be an email address",
    );
    expect(() => loadConfig({ NODE_ENV: "test", RETAIN_LEADS_DAYS: "-1" })).toThrow("RETAIN_LEADS_DAYS");
    expect(loadConfig({ NODE_ENV: "test", PRIVACY_NOTICE_URL: "https://example.com/privacy" }).PRIVACY_NOTICE_URL).toBe(
      "https://example.com/privacy",
    );
  });
});
