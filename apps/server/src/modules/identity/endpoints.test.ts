import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { identityEvents } from "@dugout/db";
import { createTestApp, errorOf, type TestApp } from "../../test/harness";
import { captureMessaging, errorBody, freshIp, get, post } from "./test-kit";

const mail = captureMessaging();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    messaging: mail,
    env: { EMAIL_DOMAINS: "example.com, Dugout.example", SIGNUP_ALLOWED_DOMAINS: "example.com" },
  });
});
afterAll(async () => {
  await t.close();
});

describe("bootstrap", () => {
  it("reports email domains, the password policy and the configured methods", async () => {
    const response = await get(t, "/api/auth/dugout/bootstrap");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      emailDomains: ["example.com", "dugout.example"],
      passwordConfig: null,
      oauthProviders: [],
      // Texts and WhatsApp messages go to the outbox outside production.
      methods: { emailMagicLinks: true, emailOtp: true, passwords: true, sms: true, whatsapp: true, crypto: true },
      magicLinkExpirationMinutes: 30,
      otpExpirationMinutes: 10,
      sessionDurationMinutes: 60,
      messageTemplates: ["dugout_default", "dugout_welcome", "dugout_brief"],
      oneTap: null,
      developerMessages: true,
    });
  });
});

describe("password strength", () => {
  const strength = (payload: unknown, ip = freshIp()) =>
    post(t, "/api/auth/dugout/passwords/strength", payload, { ip });

  it("answers the shape of docs/requirements/sign-in-widget.md#exchanged-with-the-server under zxcvbn", async () => {
    const weak = await strength({ password: "password1" });
    expect(weak.statusCode).toBe(200);
    expect(weak.json()).toMatchObject({
      score: 0,
      valid_password: false,
      strength_policy: "zxcvbn",
      breached_password: true,
      feedback: {
        warning: "This is a commonly used password.",
        luds_requirements: { missing_characters: 0, missing_complexity: 0 },
      },
    });
    const good = await strength({ password: "violet-harbour-trumpet-42", email: "pat@example.com" });
    expect(good.json()).toMatchObject({
      score: 4,
      valid_password: true,
      breached_password: false,
      feedback: { warning: "" },
    });
  });

  it("answers bad input with 400 and the message", async () => {
    const badEmail = await strength({ password: "abc", email: "nope" });
    expect(badEmail.statusCode).toBe(400);
    expect(errorBody(badEmail)).toMatchObject({ error_type: "invalid_email", error_message: "Invalid email address" });
    const empty = await strength({ password: "" });
    expect(empty.statusCode).toBe(400);
    expect(errorBody(empty).error_type).toBe("invalid_request");
    expect(errorBody(empty).error_message).toContain("password");
    const notJson = await t.app.inject({
      method: "POST",
      url: "/api/auth/dugout/passwords/strength",
      headers: { "content-type": "application/json", origin: t.config.baseUrl },
      payload: "{",
    });
    expect(notJson.statusCode).toBe(400);
    expect(errorBody(notJson).error_type).toBe("invalid_json");
  });

  it("refuses other origins", async () => {
    const response = await post(
      t,
      "/api/auth/dugout/passwords/strength",
      { password: "x" },
      { headers: { origin: "https://evil.example" } },
    );
    expect(response.statusCode).toBe(403);
    expect(errorBody(response).error_type).toBe("invalid_origin");
  });

  it("reports LUDS requirements when PASSWORD_POLICY=luds", async () => {
    const luds = await createTestApp({
      env: {
        PASSWORD_POLICY: "luds",
        LUDS_MIN_LENGTH: "12",
        LUDS_COMPLEXITY: "3",
        SIGNUP_ALLOWED_DOMAINS: "example.com",
      },
    });
    try {
      const bootstrap = await get(luds, "/api/auth/dugout/bootstrap");
      expect(bootstrap.json()).toMatchObject({ passwordConfig: { ludsComplexity: 3, ludsMinimumCount: 12 } });
      const short = await post(luds, "/api/auth/dugout/passwords/strength", { password: "abcdef" });
      expect(short.json()).toMatchObject({
        strength_policy: "luds",
        valid_password: false,
        feedback: {
          luds_requirements: {
            has_lower_case: true,
            has_upper_case: false,
            missing_characters: 6,
            missing_complexity: 2,
          },
        },
      });
      const fine = await post(luds, "/api/auth/dugout/passwords/strength", { password: "Quiet-Lantern-7" });
      expect(fine.json()).toMatchObject({
        valid_password: true,
        feedback: { luds_requirements: { missing_characters: 0, missing_complexity: 0 } },
      });
      const refused = await post(luds, "/api/auth/sign-up/email", {
        email: "l@example.com",
        password: "abcdefghijklm",
      });
      expect(refused.statusCode).toBe(400);
      expect(errorBody(refused)).toMatchObject({ error_type: "weak_password" });
    } finally {
      await luds.close();
    }
  });
});

describe("user search", () => {
  it("answers new, and 400 for a bad email", async () => {
    const response = await post(
      t,
      "/api/auth/dugout/users/search",
      { email: "Someone.New@Example.com" },
      { ip: freshIp() },
    );
    expect(response.json()).toEqual({ userType: "new" });
    const bad = await post(t, "/api/auth/dugout/users/search", { email: "not an email" }, { ip: freshIp() });
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad)).toMatchObject({ error_type: "invalid_email", error_message: "Invalid email address" });
    const missing = await post(t, "/api/auth/dugout/users/search", {}, { ip: freshIp() });
    expect(missing.statusCode).toBe(400);
  });

  it("is rate-limited per IP (30 a minute) with Retry-After", async () => {
    const ip = freshIp();
    for (let index = 0; index < 30; index += 1) {
      expect(
        (await post(t, "/api/auth/dugout/users/search", { email: `u${index}@example.com` }, { ip })).statusCode,
      ).toBe(200);
    }
    const limited = await post(t, "/api/auth/dugout/users/search", { email: "one-more@example.com" }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(errorBody(limited)).toMatchObject({ error_type: "too_many_requests" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(
      (await post(t, "/api/auth/dugout/users/search", { email: "other@example.com" }, { ip: freshIp() })).statusCode,
    ).toBe(200);
  });
});

describe("send limits", () => {
  it("allows 10 emails an hour per address, then 429 with Retry-After", async () => {
    for (let index = 0; index < 10; index += 1) {
      const response = await post(
        t,
        "/api/auth/sign-in/magic-link",
        { email: "popular@example.com" },
        { ip: freshIp() },
      );
      expect(response.statusCode, `send ${index + 1}`).toBe(200);
    }
    const limited = await post(
      t,
      "/api/auth/email-otp/send-verification-otp",
      { email: "popular@example.com", type: "sign-in" },
      { ip: freshIp() },
    );
    expect(limited.statusCode).toBe(429);
    expect(errorBody(limited).error_type).toBe("too_many_requests");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(3500);
    expect(mail.sent.filter((message) => message.to === "popular@example.com")).toHaveLength(10);
  });

  it("allows 50 emails an hour per IP, then 429 with Retry-After", async () => {
    const ip = freshIp();
    const start = Date.now();
    try {
      // Better Auth's own burst rule allows 10 sends a minute per path: step the clock between bursts.
      for (let round = 0; round < 5; round += 1) {
        vi.useFakeTimers({ toFake: ["Date"], now: start + round * 61_000 });
        for (let index = 0; index < 10; index += 1) {
          const response = await post(
            t,
            "/api/auth/sign-in/magic-link",
            { email: `ip${round}-${index}@example.com` },
            { ip },
          );
          expect(response.statusCode, `round ${round} send ${index + 1}`).toBe(200);
        }
      }
      vi.useFakeTimers({ toFake: ["Date"], now: start + 5 * 61_000 });
      const limited = await post(t, "/api/auth/sign-in/magic-link", { email: "ip-last@example.com" }, { ip });
      expect(limited.statusCode).toBe(429);
      expect(errorBody(limited).error_type).toBe("too_many_requests");
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(3000);
    } finally {
      vi.useRealTimers();
    }
  });

  it("takes its caps from IDENTITY_SENDS_PER_ADDRESS_PER_HOUR and IDENTITY_SENDS_PER_IP_PER_HOUR", async () => {
    const small = await createTestApp({
      messaging: captureMessaging(),
      env: {
        SIGNUP_ALLOWED_DOMAINS: "example.com",
        IDENTITY_SENDS_PER_ADDRESS_PER_HOUR: "2",
        IDENTITY_SENDS_PER_IP_PER_HOUR: "3",
      },
    });
    try {
      const send = (email: string, ip: string) => post(small, "/api/auth/sign-in/magic-link", { email }, { ip });
      expect((await send("twice@example.com", freshIp())).statusCode).toBe(200);
      expect((await send("twice@example.com", freshIp())).statusCode).toBe(200);
      expect((await send("twice@example.com", freshIp())).statusCode).toBe(429);
      const ip = freshIp();
      for (const index of [1, 2, 3]) expect((await send(`ip-${index}@example.com`, ip)).statusCode).toBe(200);
      expect((await send("ip-4@example.com", ip)).statusCode).toBe(429);
    } finally {
      await small.close();
    }
  });

  it("answers Better Auth's burst limit with 429, error_type and Retry-After", async () => {
    const ip = freshIp();
    let response = await post(t, "/api/auth/sign-up/email", { email: "burst@example.com" }, { ip });
    for (let index = 0; index < 25 && response.statusCode !== 429; index += 1) {
      response = await post(t, "/api/auth/sign-up/email", { email: "burst@example.com" }, { ip });
    }
    expect(response.statusCode).toBe(429);
    expect(errorBody(response)).toMatchObject({ error_type: "too_many_requests", error: { code: "rate_limited" } });
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("POST /api/events", () => {
  it("stores a batch of widget events", async () => {
    const headers = await t.csrfHeaders();
    const events = [
      {
        name: "email_try_again_clicked",
        details: { email: "try@example.com", type: "login or create email magic link" },
      },
      { name: "authenticate flow complete", timestamp: "2026-01-02T03:04:05.000Z" },
    ];
    const response = await post(t, "/api/events", { events }, { headers, ip: freshIp() });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ accepted: 2 });
    const rows = await t.database.db.select().from(identityEvents);
    expect(rows.find((row) => row.name === "email_try_again_clicked")).toMatchObject({
      source: "widget",
      email: "try@example.com",
      details: { email: "try@example.com", type: "login or create email magic link" },
    });
    expect(rows.find((row) => row.name === "authenticate flow complete")?.occurredAt.toISOString()).toBe(
      "2026-01-02T03:04:05.000Z",
    );
  });

  it("refuses bad batches, missing CSRF and floods", async () => {
    const headers = await t.csrfHeaders();
    const tooMany = Array.from({ length: 16 }, () => ({ name: "x" }));
    const big = await post(t, "/api/events", { events: tooMany }, { headers, ip: freshIp() });
    expect(big.statusCode).toBe(400);
    expect(errorOf(big).code).toBe("validation_failed");
    expect((await post(t, "/api/events", { events: [] }, { headers, ip: freshIp() })).statusCode).toBe(400);
    expect((await post(t, "/api/events", { events: [{ name: "" }] }, { headers, ip: freshIp() })).statusCode).toBe(400);
    expect((await post(t, "/api/events", { events: [{ name: "x" }] }, { ip: freshIp() })).statusCode).toBe(403);

    const ip = freshIp();
    for (let index = 0; index < 60; index += 1)
      await post(t, "/api/events", { events: [{ name: "x" }] }, { headers, ip });
    const flooded = await post(t, "/api/events", { events: [{ name: "x" }] }, { headers, ip });
    expect(flooded.statusCode).toBe(429);
    expect(errorOf(flooded).code).toBe("rate_limited");
    expect(Number(flooded.headers["retry-after"])).toBeGreaterThan(0);
  });
});
