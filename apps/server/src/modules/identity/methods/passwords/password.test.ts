import { hashPassword } from "better-auth/crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { accounts } from "@dugout/db";
import { createTestApp, type TestApp } from "../../../../test/harness";
import { captureMessaging, cookieHeader, errorBody, freshIp, get, linkIn, post, signUpConfirmed } from "../../test-kit";

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

const strong = "violet-harbour-trumpet-42";
const signUp = (email: string, password = strong) =>
  post(t, "/api/auth/sign-up/email", { email, password }, { ip: freshIp() });
/** A password account whose address is confirmed (signed in by its confirmation link). */
const createAccount = (email: string, password = strong) => signUpConfirmed(t, mail, email, password);
const logIn = (email: string, password: string, ip = freshIp()) =>
  post(t, "/api/auth/sign-in/email", { email, password }, { ip });
const search = async (email: string) =>
  (await post(t, "/api/auth/dugout/users/search", { email }, { ip: freshIp() })).json<{ userType: string }>().userType;

async function resetLink(email: string, redirectTo = "/scoring_champ") {
  const response = await post(t, "/api/auth/request-password-reset", { email, redirectTo }, { ip: freshIp() });
  expect(response.statusCode, response.body).toBe(200);
  return linkIn(mail.last(email));
}

describe("password create and log in", () => {
  it("creates an account, then logs in; user search says password", async () => {
    expect(await search("pat@example.com")).toBe("new");
    const created = await createAccount("pat@example.com");
    expect(created.statusCode, created.body).toBe(200);
    expect(await search("pat@example.com")).toBe("password");
    const loggedIn = await logIn("pat@example.com", strong);
    expect(loggedIn.statusCode, loggedIn.body).toBe(200);
    const me = await get(t, "/api/me", { headers: { cookie: cookieHeader(loggedIn) } });
    expect(me.json()).toMatchObject({ user: { email: "pat@example.com", providers: ["email", "password"] } });
  });

  it("refuses weak and breached passwords where they are set", async () => {
    const weak = await signUp("weak@example.com", "abcdefgh");
    expect(weak.statusCode).toBe(400);
    expect(errorBody(weak).error_type).toBe("weak_password");
    const breached = await signUp("weak@example.com", "password1");
    expect(breached.statusCode).toBe(400);
    expect(errorBody(breached)).toMatchObject({
      error_type: "breached_password",
      error_message:
        "This password may have been used on a different site that experienced a security issue. Please choose another password.",
    });
    expect(await search("weak@example.com")).toBe("new");
  });

  it("answers a wrong password with 401 invalid_email_or_password", async () => {
    await createAccount("wrong@example.com");
    const response = await logIn("wrong@example.com", "not-the-password-at-all");
    expect(response.statusCode).toBe(401);
    expect(errorBody(response)).toMatchObject({
      error_type: "invalid_email_or_password",
      error_message: "Invalid email or password",
    });
  });

  it("answers bad input with 400 and a message", async () => {
    const noPassword = await post(t, "/api/auth/sign-up/email", { email: "x@example.com" }, { ip: freshIp() });
    expect(noPassword.statusCode).toBe(400);
    expect(errorBody(noPassword).error_message).toMatch(/password/i);
    const badEmail = await post(t, "/api/auth/sign-in/email", { email: "x", password: "y" }, { ip: freshIp() });
    expect(badEmail.statusCode).toBe(400);
    expect(errorBody(badEmail).error_message).toMatch(/email/i);
  });
});

describe("forgot and reset", () => {
  it("mails a reset link to the page, and the reset signs in with the new password", async () => {
    await createAccount("forgetful@example.com");
    const link = await resetLink("forgetful@example.com");
    expect(link.pathname).toBe("/scoring_champ");
    expect(link.searchParams.get("dugout_token_type")).toBe("reset_password");
    const token = link.searchParams.get("token") ?? "";
    const newPassword = "marble-canyon-pelican-77";
    const reset = await post(t, "/api/auth/reset-password", { token, newPassword }, { ip: freshIp() });
    expect(reset.statusCode, reset.body).toBe(200);
    const me = await get(t, "/api/me", { headers: { cookie: cookieHeader(reset) } });
    expect(me.json()).toMatchObject({ user: { email: "forgetful@example.com" } });
    expect((await logIn("forgetful@example.com", strong)).statusCode).toBe(401);
    expect((await logIn("forgetful@example.com", newPassword)).statusCode).toBe(200);
    const again = await post(
      t,
      "/api/auth/reset-password",
      { token, newPassword: "another-fine-passphrase-9" },
      { ip: freshIp() },
    );
    expect(again.statusCode).toBe(400);
    expect(errorBody(again).error_type).toBe("invalid_token");
  });

  it("answers a reset for an unknown address the same way, and sends nothing", async () => {
    const before = mail.sent.length;
    const response = await post(
      t,
      "/api/auth/request-password-reset",
      { email: "ghost@example.com", redirectTo: "/" },
      { ip: freshIp() },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: true });
    expect(mail.sent.length).toBe(before);
  });

  it("refuses a weak new password and a missing token", async () => {
    await createAccount("resetweak@example.com");
    const token = (await resetLink("resetweak@example.com")).searchParams.get("token") ?? "";
    const weak = await post(t, "/api/auth/reset-password", { token, newPassword: "qwerty" }, { ip: freshIp() });
    expect(weak.statusCode).toBe(400);
    expect(errorBody(weak).error_type).toMatch(/weak_password|breached_password/);
    const missing = await post(t, "/api/auth/reset-password", { newPassword: strong }, { ip: freshIp() });
    expect(missing.statusCode).toBe(400);
  });

  it("lets a passwordless user set a first password, by reset email or while signed in", async () => {
    const byEmail = await t.signIn({ email: "nopass@example.com" });
    expect(await search("nopass@example.com")).toBe("passwordless");
    const token = (await resetLink("nopass@example.com")).searchParams.get("token") ?? "";
    expect(
      (await post(t, "/api/auth/reset-password", { token, newPassword: strong }, { ip: freshIp() })).statusCode,
    ).toBe(200);
    expect(await search("nopass@example.com")).toBe("password");
    expect(byEmail.user.email).toBe("nopass@example.com");

    const signedIn = await t.signIn({ email: "setter@example.com" });
    const set = await post(t, "/api/auth/dugout/passwords/set", { password: strong }, { headers: signedIn.headers });
    expect(set.statusCode, set.body).toBe(200);
    expect((await logIn("setter@example.com", strong)).statusCode).toBe(200);
    const twice = await post(t, "/api/auth/dugout/passwords/set", { password: strong }, { headers: signedIn.headers });
    expect(twice.statusCode).toBe(400);
    expect(errorBody(twice).error_type).toBe("password_already_set");
    const anonymous = await post(t, "/api/auth/dugout/passwords/set", { password: strong });
    expect(anonymous.statusCode).toBe(401);
    const weak = await post(
      t,
      "/api/auth/dugout/passwords/set",
      { password: "123456" },
      { headers: (await t.signIn()).headers },
    );
    expect(weak.statusCode).toBe(400);
    expect(errorBody(weak).error_type).toBe("breached_password");
  });
});

describe("reset required (dedupe)", () => {
  it("turns a correct but breached stored password into error type reset_password until reset", async () => {
    const { user } = await t.signIn({ email: "legacy@example.com" });
    await t.database.db.insert(accounts).values({
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: await hashPassword("letmein123"),
    });
    const refused = await logIn("legacy@example.com", "letmein123");
    expect(refused.statusCode).toBe(400);
    expect(errorBody(refused)).toMatchObject({ error_type: "reset_password" });
    expect(cookieHeader(refused)).not.toContain("dugout.session_token=");
    // Even a wrong password now says reset_password (the account is flagged), and search says password.
    expect(errorBody(await logIn("legacy@example.com", "something-else-entirely")).error_type).toBe("reset_password");
    expect(await search("legacy@example.com")).toBe("password");

    const token = (await resetLink("legacy@example.com")).searchParams.get("token") ?? "";
    expect(
      (await post(t, "/api/auth/reset-password", { token, newPassword: strong }, { ip: freshIp() })).statusCode,
    ).toBe(200);
    expect((await logIn("legacy@example.com", strong)).statusCode).toBe(200);
  });
});

describe("account lock", () => {
  it("locks the account for an hour after 10 consecutive failures, even for the right password", async () => {
    await createAccount("target@example.com");
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      expect((await logIn("target@example.com", `wrong-guess-${attempt}`)).statusCode, `attempt ${attempt}`).toBe(401);
    }
    const tenth = await logIn("target@example.com", "wrong-guess-10");
    expect(tenth.statusCode).toBe(429);
    expect(errorBody(tenth)).toMatchObject({
      error_type: "account_locked",
      error_message: "Too many attempts. Please try again in 3600 seconds.",
      retry_after_seconds: 3600,
    });
    expect(tenth.headers["retry-after"]).toBe("3600");

    const right = await logIn("target@example.com", strong);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(3500);

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61 * 60_000 });
    expect((await logIn("target@example.com", strong)).statusCode).toBe(200);
  });

  it("a success ends the run of failures", async () => {
    await createAccount("steady@example.com");
    for (let attempt = 1; attempt <= 9; attempt += 1) await logIn("steady@example.com", `nope-${attempt}`);
    expect((await logIn("steady@example.com", strong)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      expect((await logIn("steady@example.com", `nope-again-${attempt}`)).statusCode).toBe(401);
    }
  });
});
