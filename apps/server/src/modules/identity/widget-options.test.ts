import { desc, eq, like } from "drizzle-orm";
import { sessions, users, verifications } from "@dugout/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { ensureTestUser } from "../../test/user-fixtures";
import { captureMessaging, codeIn, cookieHeader, errorBody, freshIp, get, linkIn, post } from "./test-kit";

/**
 * The widget's per-call options (expiry, templates, sign-up redirect, pending users, session length):
 * honoured within the server's limits, refused with a clear message beyond them.
 */
const mail = captureMessaging();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    messaging: mail,
    env: { SIGNUP_ALLOWED_DOMAINS: "example.com", MAGIC_LINK_EXPIRY_MINUTES: "30", OTP_EXPIRY_MINUTES: "10" },
  });
});
afterAll(async () => {
  await t.close();
});

const minutesFromNow = (date: Date) => Math.round((date.getTime() - Date.now()) / 60_000);
const sendLink = (body: Record<string, unknown>) => post(t, "/api/auth/sign-in/magic-link", body, { ip: freshIp() });
const sendCode = (body: Record<string, unknown>) =>
  post(t, "/api/auth/email-otp/send-verification-otp", { type: "sign-in", ...body }, { ip: freshIp() });

async function newestVerification(prefix: string) {
  const [row] = await t.database.db
    .select()
    .from(verifications)
    .where(like(verifications.identifier, `${prefix}%`))
    .orderBy(desc(verifications.createdAt))
    .limit(1);
  if (!row) throw new Error(`no verification starting with ${prefix}`);
  return row;
}

describe("magic-link options", () => {
  it("uses the login lifetime and template for an existing account, and says so in the message", async () => {
    await ensureTestUser(t.database.db, { email: "known@example.com" });
    const sent = await sendLink({
      email: "known@example.com",
      callbackURL: "/batting_cage",
      login_expiration_minutes: 5,
      signup_expiration_minutes: 20,
      login_template_id: "dugout_brief",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const message = mail.last("known@example.com");
    expect(message.subject).toBe("Dugout sign-in");
    expect(message.text).toContain("expires in 5 minutes");
    expect(minutesFromNow((await newestVerification("magic-link:")).expiresAt)).toBe(5);
  });

  it("uses the sign-up lifetime, template and redirect for a new address", async () => {
    const sent = await sendLink({
      email: "newcomer@example.com",
      callbackURL: "/batting_cage",
      newUserCallbackURL: "/starter_tools?welcome=1",
      login_expiration_minutes: 5,
      signup_expiration_minutes: 20,
      signup_template_id: "dugout_welcome",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const message = mail.last("newcomer@example.com");
    expect(message.subject).toBe("Welcome to Dugout");
    expect(message.text).toContain("expires in 20 minutes");
    const link = linkIn(message);
    expect(link.pathname + "?" + link.searchParams.get("welcome")).toBe("/starter_tools?1");
    expect(minutesFromNow((await newestVerification("magic-link:")).expiresAt)).toBe(20);
  });

  it("creates the account at once with createUserAsPending, and only then", async () => {
    const byEmail = (email: string) => t.database.db.select().from(users).where(eq(users.email, email));
    expect((await sendLink({ email: "later@example.com" })).statusCode).toBe(200);
    expect(await byEmail("later@example.com")).toHaveLength(0);
    expect((await sendLink({ email: "pending@example.com", create_user_as_pending: true })).statusCode).toBe(200);
    const [pending] = await byEmail("pending@example.com");
    expect(pending).toMatchObject({ emailVerified: false, lastSignInAt: null });
  });

  it.each([
    [{ login_expiration_minutes: 31 }, "loginExpirationMinutes is 31 minutes; this server allows at most 30."],
    [{ signup_expiration_minutes: 0 }, "signupExpirationMinutes must be a whole number of minutes, at least 1."],
    [{ login_expiration_minutes: 2.5 }, "loginExpirationMinutes must be a whole number of minutes, at least 1."],
    [
      { signup_template_id: "marketing_blast" },
      'signupTemplateId "marketing_blast" is not a template of this server (dugout_default, dugout_welcome, dugout_brief).',
    ],
  ])("refuses %o with a configuration error and sends nothing", async (options, message) => {
    const before = mail.sent.length;
    const refused = await sendLink({ email: "known@example.com", ...options });
    expect(refused.statusCode).toBe(400);
    expect(errorBody(refused)).toMatchObject({ error_type: "unsupported_option", error_message: message });
    expect(mail.sent.length).toBe(before);
  });
});

describe("passcode options", () => {
  it("honours expirationMinutes and the templates", async () => {
    expect((await sendCode({ email: "coder@example.com", expiration_minutes: 3 })).statusCode).toBe(200);
    const message = mail.last("coder@example.com");
    expect(message.text).toContain("expires in 3 minutes");
    expect(minutesFromNow((await newestVerification("sign-in-otp-coder@example.com")).expiresAt)).toBe(3);
    expect(
      (await sendCode({ email: "fresh-coder@example.com", signup_template_id: "dugout_welcome" })).statusCode,
    ).toBe(200);
    expect(mail.last("fresh-coder@example.com").text).toMatch(/^Welcome to Dugout! Your passcode/);
    expect(codeIn(mail.last("fresh-coder@example.com"))).toMatch(/^\d{6}$/);
  });

  it("refuses a lifetime above the server's and an unknown template", async () => {
    const tooLong = await sendCode({ email: "coder@example.com", expiration_minutes: 11 });
    expect(errorBody(tooLong)).toMatchObject({
      error_type: "unsupported_option",
      error_message: "expirationMinutes is 11 minutes; this server allows at most 10.",
    });
    const unknown = await sendCode({ email: "coder@example.com", login_template_id: "nope" });
    expect(errorBody(unknown).error_type).toBe("unsupported_option");
  });
});

describe("password-reset options", () => {
  it("honours the reset lifetime and template, and refuses what the server cannot do", async () => {
    await ensureTestUser(t.database.db, { email: "resetter@example.com" });
    const reset = (body: Record<string, unknown>) =>
      post(t, "/api/auth/request-password-reset", { email: "resetter@example.com", ...body }, { ip: freshIp() });
    expect((await reset({ expiration_minutes: 7, template_id: "dugout_welcome" })).statusCode).toBe(200);
    const message = mail.last("resetter@example.com");
    expect(message.subject).toBe("Choose your Dugout password");
    expect(message.text).toContain("expires in 7 minutes");
    const token = linkIn(message).searchParams.get("token") ?? "";
    const [row] = await t.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    expect(minutesFromNow(row?.expiresAt ?? new Date(0))).toBe(7);

    expect(errorBody(await reset({ expiration_minutes: 45 }))).toMatchObject({
      error_type: "unsupported_option",
      error_message: "resetPasswordExpirationMinutes is 45 minutes; this server allows at most 30.",
    });
    expect(errorBody(await reset({ template_id: "x" })).error_type).toBe("unsupported_option");
  });
});

describe("session length", () => {
  async function signInByLink(email: string, sessionMinutes?: number) {
    const sent = await sendLink({ email });
    const token = linkIn(mail.last(email)).searchParams.get("token") ?? "";
    // Opened in the browser that asked for it.
    return post(
      t,
      "/api/auth/dugout/tokens/authenticate",
      { token, token_type: "magic_links", ...(sessionMinutes && { session_duration_minutes: sessionMinutes }) },
      { ip: freshIp(), headers: { cookie: cookieHeader(sent) } },
    );
  }

  it("starts a session of the asked length, which keeps that length as it slides", async () => {
    const signedIn = await signInByLink("short@example.com", 15);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(minutesFromNow(new Date(signedIn.json<{ session: { expires_at: string } }>().session.expires_at))).toBe(15);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, "short@example.com"));
    expect(row?.sessions.durationMinutes).toBe(15);

    // Make the session due for its sliding refresh (Better Auth extends it by the server's 60 minutes).
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 2 * 60_000) })
      .where(eq(sessions.id, row?.sessions.id ?? ""));
    const session = await get(t, "/api/auth/get-session", { headers: { cookie: cookieHeader(signedIn) } });
    expect(session.statusCode).toBe(200);
    const [after] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, row?.sessions.id ?? ""));
    expect(minutesFromNow(after?.expiresAt ?? new Date(0))).toBe(15);
  });

  it("uses the server's length when nothing is asked, and refuses more than it", async () => {
    const plain = await signInByLink("plain@example.com");
    expect(minutesFromNow(new Date(plain.json<{ session: { expires_at: string } }>().session.expires_at))).toBe(60);
    const tooLong = await signInByLink("long@example.com", 61);
    expect(tooLong.statusCode).toBe(400);
    expect(errorBody(tooLong)).toMatchObject({
      error_type: "unsupported_option",
      error_message: "sessionDurationMinutes is 61 minutes; this server allows at most 60.",
    });
  });
});
