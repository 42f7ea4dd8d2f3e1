import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";
import { configProblems } from "./test/config-problems";
import { productionWarnings } from "./production-config";
import { productionEnv, productionEnvWithout } from "./test/production-env";

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

  it("sizes the PostgreSQL pool by DATABASE_POOL_SIZE, 10 unless told, and refuses a pool of none", () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: "25" }).DATABASE_POOL_SIZE).toBe(25);
    expect(configProblems({ DATABASE_POOL_SIZE: "0" })).toEqual([expect.stringMatching(/^DATABASE_POOL_SIZE: /)]);
  });

  it("sizes the naming engine's threads by the cores unless told; an empty value is unset, 0 is in process", () => {
    expect(loadConfig({}).NAMING_ENGINE_THREADS).toBeUndefined();
    expect(loadConfig({ NAMING_ENGINE_THREADS: "" }).NAMING_ENGINE_THREADS).toBeUndefined();
    expect(loadConfig({ NAMING_ENGINE_THREADS: "0" }).NAMING_ENGINE_THREADS).toBe(0);
    expect(loadConfig({ NAMING_ENGINE_THREADS: "3" }).NAMING_ENGINE_THREADS).toBe(3);
    expect(() => loadConfig({ NAMING_ENGINE_THREADS: "many" })).toThrow(/NAMING_ENGINE_THREADS/);
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
    expect(loadConfig(productionEnv).localMail).toBe(false);
    expect(loadConfig({ NODE_ENV: "development" }).localMail).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).localMail).toBe(true);
  });

  describe("Twilio", () => {
    const sid = "AC0123456789abcdef0123456789abcdef";
    it("is off by default and points at Twilio's API", () => {
      const config = loadConfig({});
      expect(config.TWILIO_ACCOUNT_SID).toBeUndefined();
      expect(config.TWILIO_API_URL).toBe("https://api.twilio.com");
    });

    it("accepts credentials with one or both senders", () => {
      const sms = loadConfig({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: "token", TWILIO_SMS_FROM: "+15555550100" });
      expect(sms.TWILIO_SMS_FROM).toBe("+15555550100");
      expect(sms.TWILIO_WHATSAPP_FROM).toBeUndefined();
      const both = loadConfig({
        TWILIO_ACCOUNT_SID: sid,
        TWILIO_AUTH_TOKEN: "token",
        TWILIO_SMS_FROM: "+15555550100",
        TWILIO_WHATSAPP_FROM: "+14155238886",
        TWILIO_API_URL: "http://127.0.0.1:4010",
      });
      expect(both.TWILIO_WHATSAPP_FROM).toBe("+14155238886");
      expect(both.TWILIO_API_URL).toBe("http://127.0.0.1:4010");
    });

    it("checks each value on its own", () => {
      expect(configProblems({ TWILIO_ACCOUNT_SID: "SK123" })).toContain(
        "TWILIO_ACCOUNT_SID: must be a Twilio account SID, which starts with AC",
      );
      expect(configProblems({ TWILIO_SMS_FROM: "555-0100" })).toContain(
        "TWILIO_SMS_FROM: must be a phone number in E.164 form, such as +15555550100",
      );
      expect(configProblems({ TWILIO_WHATSAPP_FROM: "whatsapp:+14155238886" })).toContain(
        "TWILIO_WHATSAPP_FROM: must be a phone number in E.164 form, such as +15555550100",
      );
      expect(configProblems({ TWILIO_API_URL: "api.twilio.com" })).toContain(
        "TWILIO_API_URL: must be an absolute URL such as https://api.twilio.com",
      );
    });

    it("wants the SID and the token together", () => {
      expect(configProblems({ TWILIO_ACCOUNT_SID: sid, TWILIO_SMS_FROM: "+15555550100" })).toEqual([
        expect.stringMatching(/^TWILIO_AUTH_TOKEN: must be set together with TWILIO_ACCOUNT_SID/),
      ]);
      expect(configProblems({ TWILIO_AUTH_TOKEN: "token", TWILIO_SMS_FROM: "+15555550100" })).toEqual([
        expect.stringMatching(/^TWILIO_ACCOUNT_SID: must be set together with TWILIO_AUTH_TOKEN/),
      ]);
      // Empty counts as unset, as everywhere else.
      expect(configProblems({ TWILIO_ACCOUNT_SID: "", TWILIO_AUTH_TOKEN: " " })).toEqual([]);
    });

    it("wants at least one sender with the credentials", () => {
      expect(configProblems({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: "token" })).toEqual([
        expect.stringMatching(/^TWILIO_SMS_FROM or TWILIO_WHATSAPP_FROM: at least one sender must be set/),
      ]);
    });

    it("refuses a sender without credentials, naming each", () => {
      expect(configProblems({ TWILIO_SMS_FROM: "+15555550100", TWILIO_WHATSAPP_FROM: "+14155238886" })).toEqual([
        expect.stringMatching(/^TWILIO_SMS_FROM: needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN/),
        expect.stringMatching(/^TWILIO_WHATSAPP_FROM: needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN/),
      ]);
    });

    it("reports a Twilio problem beside the production mail rule", () => {
      expect(configProblems({ ...productionEnvWithout("SMTP_URL"), TWILIO_SMS_FROM: "+15555550100" })).toEqual([
        expect.stringMatching(/^SMTP_URL: must be set when NODE_ENV=production/),
        expect.stringMatching(/^TWILIO_SMS_FROM: needs/),
      ]);
    });
  });

  describe("production mode (ADR 0033)", () => {
    it("refuses to start on an incomplete configuration, naming every problem at once", () => {
      let error: unknown;
      try {
        loadConfig({ NODE_ENV: "production" });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      const refusal = error as ConfigError;
      expect(refusal.problems).toEqual([
        expect.stringMatching(/^SMTP_URL: must be set when NODE_ENV=production/),
        expect.stringMatching(/^APP_BASE_URL: must be set when NODE_ENV=production/),
        expect.stringMatching(/^BETTER_AUTH_SECRET: must be set when NODE_ENV=production/),
        expect.stringMatching(/^DATABASE_URL: must be set when NODE_ENV=production/),
      ]);
      expect(refusal.message.split("\n")).toEqual([
        "Invalid configuration:",
        ...refusal.problems.map((problem) => `  - ${problem}`),
      ]);
    });

    it("names each missing setting on its own", () => {
      expect(configProblems(productionEnvWithout("APP_BASE_URL"))).toEqual([
        "APP_BASE_URL: must be set when NODE_ENV=production, to the https:// address people open (e.g. https://dugout.example.com): sign-in links in emails and the cookies' Secure flag come from it",
      ]);
      expect(configProblems(productionEnvWithout("BETTER_AUTH_SECRET"))).toEqual([
        "BETTER_AUTH_SECRET: must be set when NODE_ENV=production, the same on every instance (at least 32 random characters, e.g. openssl rand -base64 32): a secret generated into the database is lost with it, and another one signs everyone out",
      ]);
      expect(configProblems(productionEnvWithout("DATABASE_URL"))).toEqual([
        "DATABASE_URL: must be set when NODE_ENV=production (e.g. postgres://dugout@db.example.com:5432/dugout): the embedded database never fsyncs, so an OS crash or a power cut can lose or corrupt its data; set ALLOW_EMBEDDED_DATABASE=true to run on it anyway",
      ]);
    });

    it("wants an https base URL, except on this machine", () => {
      expect(configProblems({ ...productionEnv, APP_BASE_URL: "http://dugout.example.com" })).toEqual([
        "APP_BASE_URL: must be https:// when NODE_ENV=production (http:// only for localhost): over http the session cookies go without Secure",
      ]);
      for (const local of ["http://localhost:3000", "http://127.0.0.1:8080", "http://[::1]:3000"]) {
        expect(configProblems({ ...productionEnv, APP_BASE_URL: local }), local).toEqual([]);
      }
    });

    it("runs on the embedded database only when told to, and then warns", () => {
      const config = loadConfig({ ...productionEnvWithout("DATABASE_URL"), ALLOW_EMBEDDED_DATABASE: "true" });
      expect(config.DATABASE_URL).toBeUndefined();
      expect(productionWarnings(config)).toEqual([
        "ALLOW_EMBEDDED_DATABASE=true: production runs on the embedded database, which never fsyncs: an OS crash or a power cut can lose recent writes or corrupt the data folder. Use PostgreSQL (DATABASE_URL) for data you keep.",
      ]);
      expect(productionWarnings(loadConfig(productionEnv))).toEqual([]);
      // The permission means nothing outside production: development runs on the embedded database.
      expect(productionWarnings(loadConfig({ ALLOW_EMBEDDED_DATABASE: "true" }))).toEqual([]);
    });

    it("seeds demo data in development and tests, not in production, unless DEMO_DATA says otherwise", () => {
      expect(loadConfig({}).demoData).toBe(true);
      expect(loadConfig({ NODE_ENV: "test" }).demoData).toBe(true);
      expect(loadConfig(productionEnv).demoData).toBe(false);
      expect(loadConfig({ DEMO_DATA: "false" }).demoData).toBe(false);
      expect(loadConfig({ ...productionEnv, DEMO_DATA: "true" }).demoData).toBe(true);
      expect(loadConfig({ DEMO_DATA: "" }).demoData).toBe(true);
      expect(configProblems({ DEMO_DATA: "yes" })).toEqual([expect.stringMatching(/^DEMO_DATA: /)]);
    });

    it("takes the secrets a rotation replaces only beside the one that replaces them", () => {
      const previous = "previous-secret-0123456789abcdef012345";
      expect(
        loadConfig({ ...productionEnv, BETTER_AUTH_PREVIOUS_SECRETS: ` ${previous} ,` }).BETTER_AUTH_PREVIOUS_SECRETS,
      ).toEqual([previous]);
      expect(configProblems({ BETTER_AUTH_PREVIOUS_SECRETS: previous })).toEqual([
        'BETTER_AUTH_PREVIOUS_SECRETS: needs BETTER_AUTH_SECRET, the secret that replaces them (README "Rotating secrets")',
      ]);
      expect(configProblems({ ...productionEnv, BETTER_AUTH_PREVIOUS_SECRETS: "short" })).toEqual([
        "BETTER_AUTH_PREVIOUS_SECRETS.0: each secret must be at least 32 characters",
      ]);
    });

    it("asks nothing more outside production", () => {
      for (const NODE_ENV of ["development", "test"]) {
        expect(configProblems({ NODE_ENV, APP_BASE_URL: "http://dugout.example.com" }), NODE_ENV).toEqual([]);
      }
    });
  });
});
