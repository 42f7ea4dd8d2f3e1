import { signinWidgetConfigErrors } from "@dugout/contracts/signin-widget-messages";
import { describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "./config";
import { createTestApp } from "./test/harness";
import { productionEnv } from "./test/production-env";

const google = { GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com", GOOGLE_CLIENT_SECRET: "secret" };

describe("the app's own sign-in (SIGNIN_PRODUCTS, SIGNIN_OTP_METHODS)", () => {
  it("defaults to magic links, passwords and passkeys, with Google first when it is configured", () => {
    expect(loadConfig({}).signIn).toEqual({
      products: ["emailMagicLinks", "passwords", "passkeys"],
      otpMethods: [],
      oauthProviders: [],
    });
    expect(loadConfig(google).signIn.products).toEqual(["oauth", "emailMagicLinks", "passwords", "passkeys"]);
  });

  it("offers every social provider with credentials, in the providers' order", () => {
    const social = loadConfig({
      OAUTH_GITHUB_CLIENT_ID: "gh",
      OAUTH_GITHUB_CLIENT_SECRET: "s",
      ...google,
      OAUTH_YAHOO_CLIENT_ID: "y",
      OAUTH_YAHOO_CLIENT_SECRET: "s",
    }).signIn;
    expect(social.products[0]).toBe("oauth");
    expect(social.oauthProviders).toEqual(["google", "github", "yahoo"]);
    // Without the oauth product the app offers none of them.
    expect(loadConfig({ ...google, SIGNIN_PRODUCTS: "passwords" }).signIn.oauthProviders).toEqual([]);
  });

  it("keeps the order and methods it is given", () => {
    const config = loadConfig({
      SIGNIN_PRODUCTS: " otp, passwords ,passkeys",
      SIGNIN_OTP_METHODS: "sms,whatsapp,email",
    });
    expect(config.signIn).toEqual({
      products: ["otp", "passwords", "passkeys"],
      otpMethods: ["sms", "whatsapp", "email"],
      oauthProviders: [],
    });
  });

  it.each([
    [{ SIGNIN_PRODUCTS: "passkeys" }, `SIGNIN_PRODUCTS: ${signinWidgetConfigErrors.passkeysAlone}`],
    [
      { SIGNIN_PRODUCTS: "emailMagicLinks,otp", SIGNIN_OTP_METHODS: "email" },
      `SIGNIN_PRODUCTS: ${signinWidgetConfigErrors.emlAndEmailOtp}`,
    ],
    [{ SIGNIN_PRODUCTS: "otp,passwords" }, `SIGNIN_OTP_METHODS: ${signinWidgetConfigErrors.otpWithoutMethods}`],
    [{ SIGNIN_PRODUCTS: "passwords,passwords" }, `SIGNIN_PRODUCTS: ${signinWidgetConfigErrors.duplicateProduct}`],
    [
      { SIGNIN_PRODUCTS: "oauth,passwords" },
      "SIGNIN_PRODUCTS: oauth needs a provider; set a provider's OAUTH_<PROVIDER>_CLIENT_ID",
    ],
    [
      { SIGNIN_OTP_METHODS: "sms" },
      "SIGNIN_OTP_METHODS: passcode methods are set but SIGNIN_PRODUCTS does not include otp",
    ],
    [{ SIGNIN_PRODUCTS: "passwords,fax" }, "SIGNIN_PRODUCTS.1: each product must be one of: oauth, crypto,"],
    [
      { SIGNIN_PRODUCTS: "otp", SIGNIN_OTP_METHODS: "pigeon" },
      "SIGNIN_OTP_METHODS.0: each passcode method must be one of: email, sms, whatsapp",
    ],
  ])("refuses %o at boot with the widget's own message", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("refuses a phone method nothing can deliver", () => {
    const phone = { SIGNIN_PRODUCTS: "otp,passwords", SIGNIN_OTP_METHODS: "sms,whatsapp" };
    const production = { ...phone, ...productionEnv };
    expect(() => loadConfig(production)).toThrow(/SIGNIN_OTP_METHODS: sms has no way to reach phones/);
    const twilio = {
      TWILIO_ACCOUNT_SID: `AC${"0".repeat(32)}`,
      TWILIO_AUTH_TOKEN: "token",
      TWILIO_SMS_FROM: "+15555550100",
    };
    expect(() => loadConfig({ ...production, ...twilio })).toThrow(
      /SIGNIN_OTP_METHODS: whatsapp has no way to reach phones; set .*TWILIO_WHATSAPP_FROM/,
    );
    expect(loadConfig({ ...production, ...twilio, TWILIO_WHATSAPP_FROM: "+15555550101" }).signIn.otpMethods).toEqual([
      "sms",
      "whatsapp",
    ]);
    expect(loadConfig(phone).signIn.otpMethods).toEqual(["sms", "whatsapp"]); // the outbox, in development
  });

  it("hands the sign-in to the app's pages in index.html", async () => {
    const dist = mkdtempSync(join(tmpdir(), "dugout-web-dist-"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><html><head></head><body></body></html>");
    const t = await createTestApp({
      env: { WEB_DIST_DIR: dist, SIGNIN_PRODUCTS: "otp,passkeys", SIGNIN_OTP_METHODS: "sms,email" },
    });
    try {
      const page = await t.app.inject({ method: "GET", url: "/batting_cage" });
      const block = /<script id="dugout-config" type="application\/json">(.*?)<\/script>/.exec(page.body)?.[1] ?? "";
      expect(JSON.parse(block)).toMatchObject({
        signIn: { products: ["otp", "passkeys"], otpMethods: ["sms", "email"] },
      });
    } finally {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
