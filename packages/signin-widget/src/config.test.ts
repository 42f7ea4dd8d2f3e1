import {
  signinWidgetConfigErrors,
  signinWidgetConstants,
  validateWidgetConfig,
  type WidgetConfigInput,
} from "@dugout/contracts/signin-widget";
import { describe, expect, it } from "vitest";
import { resolveWidgetConfig } from "./config";

const cases: unknown[] = [
  undefined,
  {},
  { products: ["emailMagicLinks", "passwords"] },
  { products: ["otp"], otpOptions: { methods: ["email"], expirationMinutes: 5 } },
  { products: ["emailMagicLinks", "otp"], otpOptions: { methods: ["email"] } },
  { products: ["emailMagicLinks", "otp"], otpOptions: { methods: ["sms"] } },
  { products: ["passkeys"] },
  { products: ["passkeys", "passwords"] },
  { products: ["otp"] },
  { products: ["oauth"] },
  { products: ["oauth"], oauthOptions: { providers: [{ type: "google", one_tap: true, position: "floating" }] } },
  { products: ["oauth"], oauthOptions: { providers: [{ type: "myspace" }] } },
  { products: ["oauth"], oauthOptions: { providers: [{ type: "google" }], loginRedirectURL: "javascript:alert(1)" } },
  { products: ["oauth"], oauthOptions: { providers: [{ type: "google" }], loginRedirectURL: "https://example.com/x" } },
  { products: [] },
  { products: ["emailMagicLinks", "emailMagicLinks"] },
  { products: ["magic"] },
  { emailMagicLinksOptions: { loginExpirationMinutes: 0 } },
  { emailMagicLinksOptions: { loginExpirationMinutes: 45, domainHint: "example.com", createUserAsPending: true } },
  { otpOptions: { methods: ["email"], expirationMinutes: 11 }, products: ["otp"] },
  { sessionOptions: { sessionDurationMinutes: 60 }, enableShadowDOM: true },
  { sessionOptions: { sessionDurationMinutes: 1 } },
  { passwordOptions: { resetPasswordRedirectURL: "https://example.com/reset", resetPasswordExpirationMinutes: 30 } },
];

describe("the widget's configuration check", () => {
  it.each(cases.map((input) => [JSON.stringify(input), input]))(
    "agrees with the contracts' schema for %s",
    (_, input) => {
      const ours = resolveWidgetConfig(input as WidgetConfigInput);
      const schema = validateWidgetConfig(input);
      expect(ours.ok).toBe(schema.ok);
      if (ours.ok && schema.ok) expect(ours.config).toEqual(schema.config);
      if (!ours.ok && !schema.ok) expect(ours.errors).toEqual(expect.arrayContaining([schema.error]));
    },
  );

  it("refuses a configuration with the contracts' message", () => {
    const both = resolveWidgetConfig({ products: ["emailMagicLinks", "otp"], otpOptions: { methods: ["email"] } });
    expect(both).toMatchObject({ ok: false, error: signinWidgetConfigErrors.emlAndEmailOtp });
    expect(resolveWidgetConfig({ products: ["passkeys"] })).toMatchObject({
      ok: false,
      error: signinWidgetConfigErrors.passkeysAlone,
    });
  });

  it("defaults to the email magic link product and leaves lifetimes to the server", () => {
    const result = resolveWidgetConfig(undefined);
    expect(result.ok && result.config.products).toEqual(["emailMagicLinks"]);
    expect(result.ok && result.config.emailMagicLinksOptions.loginExpirationMinutes).toBeUndefined();
    expect(result.ok && result.config.sessionOptions.sessionDurationMinutes).toBeUndefined();
    expect(result.ok && result.config.emailMagicLinksOptions.createUserAsPending).toBe(
      signinWidgetConstants.createUserAsPending,
    );
  });
});
