import { defined } from "@dugout/contracts/defined";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { captureMessaging, linkIn } from "./test-kit";

const mail = captureMessaging();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ messaging: mail, env: { SIGNUP_ALLOWED_DOMAINS: "example.com" } });
});
afterAll(async () => {
  await t.close();
});

const cookiesOf = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().map((cookie) => defined(cookie.split(";")[0], "a cookie pair"));

describe("GET /api/me", () => {
  it("answers { user: null } without a session", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/me" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });

  it("describes the signed-in user with trusted_metadata.role", async () => {
    const admin = await t.signIn({ role: "admin", email: "boss@example.com", name: "Ada Lovelace" });
    expect(admin.user).toMatchObject({
      email: "boss@example.com",
      role: "admin",
      firstName: "Ada",
      lastName: "Lovelace",
    });
    const response = await t.app.inject({ method: "GET", url: "/api/me", headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ user: Record<string, unknown>; session: { expires_at: string } }>();
    expect(body.user).toEqual({
      id: admin.user.id,
      email: "boss@example.com",
      name: "Ada Lovelace",
      first_name: "Ada",
      last_name: "Lovelace",
      phone_number: null,
      image: null,
      providers: ["email"],
      trusted_metadata: { role: "admin" },
    });
    const minutesLeft = (Date.parse(body.session.expires_at) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(55);
    expect(minutesLeft).toBeLessThanOrEqual(60);

    const rep = await t.signIn();
    const repMe = await t.app.inject({ method: "GET", url: "/api/me", headers: rep.headers });
    expect(repMe.json<{ user: { trusted_metadata: unknown } }>().user.trusted_metadata).toEqual({ role: null });
    expect(rep.user.role).toBeNull();
  });

  it("reuses the user when signIn is called again with the same email", async () => {
    const first = await t.signIn({ email: "again@example.com" });
    const second = await t.signIn({ email: "again@example.com" });
    expect(second.user.id).toBe(first.user.id);
    expect(second.user.sessionId).not.toBe(first.user.sessionId);
  });
});

describe("signIn headers", () => {
  it("pass the CSRF check and the session on a state-changing call", async () => {
    const { headers } = await t.signIn();
    // The sign-out endpoint needs the session cookie and an allowed Origin.
    const response = await t.app.inject({ method: "POST", url: "/api/auth/sign-out", headers, payload: {} });
    expect(response.statusCode).toBe(200);
    const after = await t.app.inject({ method: "GET", url: "/api/me", headers });
    expect(after.json()).toEqual({ user: null });
  });
});

describe("origin check", () => {
  it("refuses a state-changing auth call from another site", async () => {
    const { headers } = await t.signIn();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { ...headers, origin: "https://evil.example", "content-type": "application/json" },
      payload: "{}",
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ error_type: string }>().error_type).toBe("invalid_origin");
    const me = await t.app.inject({ method: "GET", url: "/api/me", headers });
    expect(me.json<{ user: unknown }>().user).not.toBeNull();
  });
});

describe("Better Auth mount", () => {
  it("signs up with email and password over HTTP; the confirmation link then sets the session cookie", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: t.config.baseUrl, "content-type": "application/json" },
      payload: { email: "New.Person@Example.com", password: "violet-harbour-trumpet-42", callbackURL: "/dream_team" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ token: null, user: { email: "new.person@example.com" } });
    expect(cookiesOf(response.headers["set-cookie"]).some((cookie) => cookie.startsWith("dugout.session_token="))).toBe(
      false,
    );
    const link = linkIn(mail.last("new.person@example.com"));
    expect(mail.last("new.person@example.com").subject).toBe("Confirm your Dugout account");
    expect(link.pathname).toBe("/dream_team");
    expect(link.searchParams.get("dugout_token_type")).toBe("verify_email");

    // Opened in the browser that signed up (the link is bound to it).
    const confirmed = await t.app.inject({
      method: "POST",
      url: "/api/auth/dugout/tokens/authenticate",
      headers: {
        origin: t.config.baseUrl,
        "content-type": "application/json",
        cookie: cookiesOf(response.headers["set-cookie"]).join("; "),
      },
      payload: { token: link.searchParams.get("token"), token_type: "verify_email" },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const cookies = cookiesOf(confirmed.headers["set-cookie"]);
    expect(cookies.some((cookie) => cookie.startsWith("dugout.session_token="))).toBe(true);
    const me = await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie: cookies.join("; ") } });
    expect(me.json<{ user: { email: string; providers: string[] } }>().user).toMatchObject({
      email: "new.person@example.com",
      providers: ["email", "password"],
    });
  });

  it("answers errors with error_type and error_message", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: t.config.baseUrl, "content-type": "application/json" },
      payload: { email: "nobody@example.com", password: "whatever-it-is-123" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      error_type: "invalid_email_or_password",
      error_message: "Invalid email or password",
      status_code: 401,
      error: { code: "unauthenticated", message: "Invalid email or password" },
    });
  });
});
