import { describe, expect, it } from "vitest";
import {
  bootstrapSchema,
  cryptoWallets,
  defaultCryptoWallet,
  oauthProviderName,
  oauthProviders,
  oneTapErrorMessages,
  oneTapErrorReasons,
  otpMethodTabLabels,
  otpMethods,
  passwordStrengthResultSchema,
  telemetryBatchSchema,
  telemetryEventSchema,
  userSearchAnswerSchema,
  validateWidgetConfig,
  widgetConfigSchema,
} from "./signin-widget";

describe("fixed lists of docs/requirements/sign-in-widget.md#configuration", () => {
  it("names every OAuth provider by its id", () => {
    for (const { id, name } of oauthProviders) expect(oauthProviderName[id]).toBe(name);
  });

  it("has a tab label for every OTP method", () => {
    expect(Object.keys(otpMethodTabLabels).sort()).toEqual([...otpMethods].sort());
  });

  it("defaults to one of the listed wallets", () => {
    expect(cryptoWallets.map((wallet) => wallet.id)).toContain(defaultCryptoWallet);
  });
});

describe("widget configuration", () => {
  it("defaults to the email magic links product with the defaults of docs/requirements/sign-in-widget.md#configuration", () => {
    const result = validateWidgetConfig({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.products).toEqual(["emailMagicLinks"]);
    // Lifetimes left unset are the server's (30 minutes for links unless configured otherwise).
    expect(result.config.emailMagicLinksOptions.loginExpirationMinutes).toBeUndefined();
    expect(result.config.emailMagicLinksOptions.signupExpirationMinutes).toBeUndefined();
    expect(result.config.emailMagicLinksOptions.createUserAsPending).toBe(false);
    expect(result.config.enableShadowDOM).toBe(false);
    expect(validateWidgetConfig(undefined).ok).toBe(true);
  });

  it("refuses email magic links together with email OTP", () => {
    const result = validateWidgetConfig({ products: ["emailMagicLinks", "otp"], otpOptions: { methods: ["email"] } });
    expect(result).toMatchObject({ ok: false, error: "Error: Cannot use both EML and Email OTP" });
  });

  it("allows email magic links with phone OTP", () => {
    const result = validateWidgetConfig({ products: ["emailMagicLinks", "otp"], otpOptions: { methods: ["sms"] } });
    expect(result.ok).toBe(true);
  });

  it("refuses passkeys on their own", () => {
    expect(validateWidgetConfig({ products: ["passkeys"] })).toMatchObject({
      ok: false,
      error: "Error: Cannot use Passkeys by itself, please add another product to the config.",
    });
    expect(validateWidgetConfig({ products: ["passkeys", "passwords"] }).ok).toBe(true);
  });

  it("needs methods for otp and providers for oauth", () => {
    expect(validateWidgetConfig({ products: ["otp"] }).ok).toBe(false);
    expect(validateWidgetConfig({ products: ["oauth"] }).ok).toBe(false);
    expect(
      validateWidgetConfig({
        products: ["oauth", "passwords"],
        oauthOptions: {
          providers: [{ type: "google", one_tap: true, position: "floating" }],
          loginRedirectURL: "http://localhost:3000/batting_cage",
        },
      }).ok,
    ).toBe(true);
  });

  it("rejects unknown products and providers, naming the allowed values", () => {
    const product = validateWidgetConfig({ products: ["sso"] });
    expect(product.ok).toBe(false);
    if (!product.ok) expect(product.error).toContain("Product must be one of: oauth, crypto, emailMagicLinks");
    const provider = widgetConfigSchema.safeParse({
      products: ["oauth"],
      oauthOptions: { providers: [{ type: "myspace" }] },
    });
    expect(provider.success).toBe(false);
  });

  it("rejects non-http redirect URLs and an OTP lifetime over 10 minutes", () => {
    expect(validateWidgetConfig({ emailMagicLinksOptions: { loginRedirectURL: "javascript:alert(1)" } }).ok).toBe(
      false,
    );
    expect(
      validateWidgetConfig({ products: ["otp"], otpOptions: { methods: ["sms"], expirationMinutes: 11 } }).ok,
    ).toBe(false);
  });
});

describe("identity shapes", () => {
  it("validates the password strength result", () => {
    const result = {
      score: 3,
      feedback: {
        warning: "",
        suggestions: [],
        luds_requirements: { missing_characters: 0, missing_complexity: 0 },
      },
      valid_password: true,
      strength_policy: "luds",
      breached_password: false,
    };
    expect(passwordStrengthResultSchema.safeParse(result).success).toBe(true);
    expect(passwordStrengthResultSchema.safeParse({ ...result, score: 5 }).success).toBe(false);
    expect(passwordStrengthResultSchema.safeParse({ ...result, strength_policy: "nist" }).success).toBe(false);
  });

  it("validates bootstrap data and the user search answer", () => {
    expect(
      bootstrapSchema.safeParse({
        emailDomains: ["example.com"],
        passwordConfig: { ludsComplexity: 3, ludsMinimumCount: 8 },
      }).success,
    ).toBe(true);
    expect(bootstrapSchema.safeParse({ emailDomains: [], passwordConfig: null }).success).toBe(true);
    for (const userType of ["new", "password", "passwordless"]) {
      expect(userSearchAnswerSchema.safeParse({ userType }).success).toBe(true);
    }
    expect(userSearchAnswerSchema.safeParse({ userType: "admin" }).success).toBe(false);
  });
});

describe("telemetry", () => {
  it("validates events and batches of at most 15", () => {
    const event = {
      name: "email_try_again_clicked",
      details: { email: "a@example.com", type: "login or create email magic link" },
      timestamp: "2025-06-01T09:00:00.000Z",
    };
    expect(telemetryEventSchema.safeParse(event).success).toBe(true);
    expect(telemetryEventSchema.safeParse({ name: "" }).success).toBe(false);
    expect(telemetryBatchSchema.safeParse({ events: Array.from({ length: 15 }, () => event) }).success).toBe(true);
    expect(telemetryBatchSchema.safeParse({ events: Array.from({ length: 16 }, () => event) }).success).toBe(false);
    expect(telemetryBatchSchema.safeParse({ events: [] }).success).toBe(false);
  });
});

describe("One Tap", () => {
  it("has a developer message for every error reason but none", () => {
    expect(Object.keys(oneTapErrorMessages).sort()).toEqual(
      oneTapErrorReasons.filter((reason) => reason !== "none").sort(),
    );
  });
});
