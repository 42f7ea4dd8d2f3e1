import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("applies the embedded defaults", () => {
    const config = loadConfig({}, "/srv/dugout");
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe("/srv/dugout/data");
    expect(config.baseUrl).toBe("http://localhost:3000");
    expect(config.LOG_LEVEL).toBe("info");
    expect(config.localMail).toBe(true);
    expect(config.AGENT_NAME).toBe("eugene");
  });

  it("treats empty strings as unset and trims the base URL's trailing slash", () => {
    const config = loadConfig({ DATABASE_URL: "", SMTP_URL: " ", APP_BASE_URL: "https://dugout.example.com/" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.localMail).toBe(true);
    expect(config.baseUrl).toBe("https://dugout.example.com");
  });

  it("names every bad variable in one clear error", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "eighty", LOG_LEVEL: "loud", DATABASE_URL: "not a url" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain("Invalid configuration");
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/LOG_LEVEL/);
    expect(message).toMatch(/DATABASE_URL: must be a postgres:\/\/ connection URL/);
  });

  it("turns SMTP on when SMTP_URL is set", () => {
    expect(loadConfig({ SMTP_URL: "smtp://localhost:2525" }).localMail).toBe(false);
  });

  it("refuses production without a mail transport, naming SMTP_URL", () => {
    // Without one, sign-in links would only exist in the outbox, which production never serves.
    for (const SMTP_URL of [undefined, "", " "]) {
      expect(() => loadConfig({ NODE_ENV: "production", ...(SMTP_URL === undefined ? {} : { SMTP_URL }) })).toThrow(
        /SMTP_URL: must be set when NODE_ENV=production/,
      );
    }
    expect(loadConfig({ NODE_ENV: "production", SMTP_URL: "smtps://user:pass@smtp.example.com:465" }).localMail).toBe(
      false,
    );
    expect(loadConfig({ NODE_ENV: "development" }).localMail).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).localMail).toBe(true);
  });
});
