import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { users, verifications } from "@dugout/db";
import { createTestApp, type TestApp } from "../../../../test/harness";
import { captureMessaging, codeIn, cookieHeader, errorBody, freshIp, get, post } from "../../test-kit";

// Text and WhatsApp passcodes (Better Auth's phoneNumber plugin behind Dugout's hooks), on the outbox.
const mail = captureMessaging();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ messaging: mail, env: { SIGNUP_ALLOWED_DOMAINS: "*" } });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

let numberCounter = 0;
/** A fresh valid US number per test (201-555-01xx style numbers are real numbering-plan numbers). */
const freshNumber = () => {
  numberCounter += 1;
  return `+1201555${String(1000 + ((process.pid * 37 + numberCounter) % 9000)).padStart(4, "0")}`;
};

const send = (phoneNumber: string, extra: Record<string, unknown> = {}) =>
  post(t, "/api/auth/phone-number/send-otp", { phoneNumber, ...extra }, { ip: freshIp() });
const verify = (phoneNumber: string, code: string, extra: Record<string, unknown> = {}) =>
  post(t, "/api/auth/phone-number/verify", { phoneNumber, code, ...extra }, { ip: freshIp() });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function sendCode(phoneNumber: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await send(phoneNumber, extra);
  expect(response.statusCode, response.body).toBe(200);
  return codeIn(mail.last(phoneNumber));
}

describe("text and WhatsApp passcodes", () => {
  it("texts a 6-digit code, stores only its hash, and signs in a new phone-only user once", async () => {
    const number = freshNumber();
    const code = await sendCode(number);
    expect(mail.last(number)).toMatchObject({ channel: "sms", to: number });
    expect(mail.last(number).text).toBe(`Your Dugout passcode is ${code}. It expires in 10 minutes.`);
    const stored = await t.database.db.select({ value: verifications.value }).from(verifications);
    expect(stored.some((row) => row.value.includes(code))).toBe(false);

    const response = await verify(number, code);
    expect(response.statusCode, response.body).toBe(200);
    const me = await get(t, "/api/me", { headers: { cookie: cookieHeader(response) } });
    expect(me.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.phoneNumber, number));
    expect(row).toMatchObject({ phoneNumberVerified: true, email: `${number.slice(1)}@phone.invalid` });

    const replay = await verify(number, code);
    expect(replay.statusCode).toBe(400);
    expect(errorBody(replay).error_type).toBe("otp_not_found");
  });

  it("sends on WhatsApp when the body names that channel", async () => {
    const number = freshNumber();
    await sendCode(number, { channel: "whatsapp" });
    expect(mail.last(number).channel).toBe("whatsapp");
    const unknown = await send(number, { channel: "pigeon" });
    expect(unknown.statusCode).toBe(400);
    expect(errorBody(unknown)).toMatchObject({
      error_type: "invalid_request",
      error_message: "channel must be sms or whatsapp.",
    });
  });

  it("keys everything by the E.164 number: spaces are refused, and so are numbers outside any numbering plan", async () => {
    for (const phoneNumber of ["+1 201 555 0100", "2015550100", "+1555", "+19999999999", 15, ""]) {
      const response = await send(phoneNumber as string);
      expect(response.statusCode, String(phoneNumber)).toBe(400);
      expect(errorBody(response)).toMatchObject({
        error_type: "invalid_phone_number",
        error_message: "Invalid phone number, please try again.",
      });
    }
    expect(mail.sent.filter((message) => message.channel !== "email" && !message.to.startsWith("+"))).toEqual([]);
  });

  it("allows at most 5 wrong entries per code, and a new code works again", async () => {
    const number = freshNumber();
    const code = await sendCode(number);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await verify(number, wrong(code));
      expect(response.statusCode, `attempt ${attempt}`).toBe(400);
      expect(errorBody(response).error_type).toBe("invalid_otp");
    }
    const sixth = await verify(number, code);
    expect(sixth.statusCode).toBe(403);
    expect(errorBody(sixth).error_type).toBe("too_many_attempts");
    const fresh = await sendCode(number);
    expect((await verify(number, fresh)).statusCode).toBe(200);
  });

  it("expires after OTP_EXPIRY_MINUTES, or after the widget's shorter expiration_minutes", async () => {
    const number = freshNumber();
    const code = await sendCode(number);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 11 * 60_000 });
    const late = await verify(number, code);
    expect(late.statusCode).toBe(400);
    expect(errorBody(late).error_type).toBe("otp_expired");
    vi.useRealTimers();

    const short = freshNumber();
    const shortCode = await sendCode(short, { expiration_minutes: 2 });
    expect(mail.last(short).text).toContain("It expires in 2 minutes.");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 3 * 60_000 });
    expect(errorBody(await verify(short, shortCode)).error_type).toBe("otp_expired");
    vi.useRealTimers();

    const tooLong = await send(freshNumber(), { expiration_minutes: 60 });
    expect(tooLong.statusCode).toBe(400);
    expect(errorBody(tooLong).error_type).toBe("unsupported_option");
  });

  it("resending replaces the code", async () => {
    const number = freshNumber();
    const first = await sendCode(number);
    let second = await sendCode(number);
    for (let resend = 0; second === first && resend < 5; resend += 1) second = await sendCode(number);
    expect(second).not.toBe(first);
    expect((await verify(number, first)).statusCode).toBe(400);
    expect((await verify(number, second)).statusCode).toBe(200);
  });

  it("signs in the existing account of a number, and ignores requests to attach it elsewhere", async () => {
    const number = freshNumber();
    const owner = await t.signIn({ email: "phone-owner@example.com" });
    await t.database.db
      .update(users)
      .set({ phoneNumber: number, phoneNumberVerified: true })
      .where(eq(users.email, "phone-owner@example.com"));
    const code = await sendCode(number);
    const response = await verify(number, code, { updatePhoneNumber: true, disableSession: true });
    expect(response.statusCode, response.body).toBe(200);
    const me = await get(t, "/api/me", { headers: { cookie: cookieHeader(response) } });
    expect(me.json()).toMatchObject({ user: { email: "phone-owner@example.com" } });
    expect(owner).toBeTruthy();
  });
});

describe("phone passcodes under an invitation-only sign-up policy", () => {
  let closed: TestApp;
  const closedMail = captureMessaging();
  beforeAll(async () => {
    closed = await createTestApp({ messaging: closedMail, env: { SIGNUP_ALLOWED_DOMAINS: "example.com" } });
  });
  afterAll(async () => {
    await closed.close();
  });

  it("texts no code to a number without an account", async () => {
    const number = freshNumber();
    const response = await post(closed, "/api/auth/phone-number/send-otp", { phoneNumber: number }, { ip: freshIp() });
    expect(response.statusCode).toBe(403);
    expect(errorBody(response).error_type).toBe("signup_not_allowed");
    expect(closedMail.sent.filter((message) => message.to === number)).toEqual([]);
  });
});

describe("phone channels without a transport", () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({
      messaging: captureMessaging(),
      env: {
        SIGNUP_ALLOWED_DOMAINS: "*",
        TWILIO_ACCOUNT_SID: "AC00000000000000000000000000000000",
        TWILIO_AUTH_TOKEN: "token",
        TWILIO_SMS_FROM: "+12015550199",
      },
    });
  });
  afterAll(async () => {
    await production.close();
  });

  it("refuses WhatsApp when only texts have a sender, before a code is made", async () => {
    const response = await post(
      production,
      "/api/auth/phone-number/send-otp",
      { phoneNumber: freshNumber(), channel: "whatsapp" },
      { ip: freshIp() },
    );
    expect(response.statusCode).toBe(400);
    expect(errorBody(response)).toMatchObject({
      error_type: "unsupported_option",
      error_message: "WhatsApp passcodes are not available on this site.",
    });
    const bootstrap = await get(production, "/api/auth/dugout/bootstrap");
    expect(bootstrap.json<{ methods: unknown }>().methods).toMatchObject({ sms: true, whatsapp: false });
  });
});
