import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { verifications } from "@dugout/db";
import { createTestApp, type TestApp } from "../../../../test/harness";
import { captureMessaging, codeIn, cookieHeader, errorBody, freshIp, get, post } from "../../test-kit";

const mail = captureMessaging();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ messaging: mail, env: { SIGNUP_ALLOWED_DOMAINS: "example.com" } });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

async function sendCode(email: string) {
  const response = await post(
    t,
    "/api/auth/email-otp/send-verification-otp",
    { email, type: "sign-in" },
    { ip: freshIp() },
  );
  expect(response.statusCode, response.body).toBe(200);
  return codeIn(mail.last(email));
}
const signIn = (email: string, otp: string) =>
  post(t, "/api/auth/sign-in/email-otp", { email, otp }, { ip: freshIp() });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("email one-time passcode", () => {
  it("mails a 6-digit code, stores only its hash, and signs in (creating the user) once", async () => {
    const code = await sendCode("coder@example.com");
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.last("coder@example.com").text).toContain("expires in 10 minutes");
    const stored = await t.database.db.select({ value: verifications.value }).from(verifications);
    expect(stored.some((row) => row.value.includes(code))).toBe(false);

    const response = await signIn("coder@example.com", code);
    expect(response.statusCode, response.body).toBe(200);
    const me = await get(t, "/api/me", { headers: { cookie: cookieHeader(response) } });
    expect(me.json()).toMatchObject({ user: { email: "coder@example.com", providers: ["email"] } });
    const replay = await signIn("coder@example.com", code);
    expect(replay.statusCode).toBe(400);
    expect(errorBody(replay).error_type).toBe("invalid_otp");
  });

  it("allows at most 5 wrong entries per code", async () => {
    const code = await sendCode("guesser@example.com");
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await signIn("guesser@example.com", wrong(code));
      expect(response.statusCode, `attempt ${attempt}`).toBe(400);
      expect(errorBody(response)).toMatchObject({ error_type: "invalid_otp", error_message: "Invalid OTP" });
    }
    const sixth = await signIn("guesser@example.com", code);
    expect(sixth.statusCode).toBe(403);
    expect(errorBody(sixth).error_type).toBe("too_many_attempts");
    // A new code works again.
    const fresh = await sendCode("guesser@example.com");
    expect((await signIn("guesser@example.com", fresh)).statusCode).toBe(200);
  });

  it("expires after OTP_EXPIRY_MINUTES", async () => {
    const code = await sendCode("slow@example.com");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 11 * 60_000 });
    const response = await signIn("slow@example.com", code);
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).error_type).toBe("otp_expired");
  });

  it("resending replaces the code", async () => {
    const email = "resend@example.com";
    const first = await sendCode(email);
    // Two codes in a row are equal once in a million sends; send again until they differ, so the first one's
    // refusal below is always checked.
    let second = await sendCode(email);
    for (let resend = 0; second === first && resend < 5; resend += 1) second = await sendCode(email);
    expect(second).not.toBe(first);
    expect((await signIn(email, first)).statusCode).toBe(400);
    expect((await signIn(email, second)).statusCode).toBe(200);
  });

  it("answers bad input with 400 and a message", async () => {
    const badEmail = await post(
      t,
      "/api/auth/email-otp/send-verification-otp",
      { email: "nope", type: "sign-in" },
      { ip: freshIp() },
    );
    expect(badEmail.statusCode).toBe(400);
    expect(errorBody(badEmail).error_message).toMatch(/email/i);
    const noCode = await post(t, "/api/auth/sign-in/email-otp", { email: "a@example.com" }, { ip: freshIp() });
    expect(noCode.statusCode).toBe(400);
    expect(errorBody(noCode).error_message).toMatch(/otp/i);
  });
});
