import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/harness";
import { captureMessaging, cookieHeader, cookieJar, errorBody, freshIp, get, linkIn, post } from "../../test-kit";

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

// The browser that asks for the links opens them (a link opened elsewhere asks first: sign-in-binding.test.ts).
const browser = cookieJar();

async function requestLink(email: string, callbackURL = "/batting_cage?tab=1") {
  const response = browser.keep(
    await post(
      t,
      "/api/auth/sign-in/magic-link",
      { email, callbackURL },
      { ip: freshIp(), headers: { cookie: browser.header } },
    ),
  );
  expect(response.statusCode, response.body).toBe(200);
  return linkIn(mail.last(email));
}

const authenticate = (token: string, ip = freshIp()) =>
  post(
    t,
    "/api/auth/dugout/tokens/authenticate",
    { token, token_type: "magic_links" },
    { ip, headers: { cookie: browser.header } },
  );

describe("email magic link", () => {
  it("mails a link to the page the user came from, which signs in once", async () => {
    const link = await requestLink("linker@example.com");
    expect(link.origin + link.pathname).toBe("http://localhost:3000/batting_cage");
    expect(link.searchParams.get("tab")).toBe("1");
    expect(link.searchParams.get("dugout_token_type")).toBe("magic_links");
    const token = link.searchParams.get("token") ?? "";
    expect(token.length).toBeGreaterThan(20);
    expect(mail.last("linker@example.com").subject).toBe("Your Dugout sign-in link");

    const first = await authenticate(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ user: { email: "linker@example.com" } });
    const me = await get(t, "/api/me", { headers: { cookie: cookieHeader(first) } });
    expect(me.json()).toMatchObject({
      user: { email: "linker@example.com", providers: ["email"], trusted_metadata: { role: null } },
    });

    const again = await authenticate(token);
    expect(again.statusCode).toBe(400);
    expect(errorBody(again)).toMatchObject({
      error_type: "invalid_token",
      error_message: "This sign-in link is invalid, expired or already used. Please request a new one.",
    });
  });

  it("logs email_sent", async () => {
    await requestLink("logged@example.com");
    const { identityEvents } = await import("@dugout/db");
    const rows = await t.database.db.select().from(identityEvents);
    expect(rows.some((row) => row.name === "email_sent" && row.email === "logged@example.com")).toBe(true);
  });

  it("expires after MAGIC_LINK_EXPIRY_MINUTES (30 by default)", async () => {
    const link = await requestLink("late@example.com");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 31 * 60_000 });
    const response = await authenticate(link.searchParams.get("token") ?? "");
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).error_type).toBe("invalid_token");
  });

  it("still works just before expiry", async () => {
    const link = await requestLink("ontime@example.com");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 29 * 60_000 });
    const response = await authenticate(link.searchParams.get("token") ?? "");
    expect(response.statusCode, response.body).toBe(200);
  });

  it("refuses a callbackURL on another site", async () => {
    const refused = await post(
      t,
      "/api/auth/sign-in/magic-link",
      { email: "x@example.com", callbackURL: "https://evil.example/" },
      { ip: freshIp() },
    );
    expect(refused.statusCode).toBe(403);
    expect(errorBody(refused)).toMatchObject({
      error_type: "invalid_callback_url",
      error_message: "Invalid callbackURL",
    });
    expect(mail.sent.some((message) => message.to === "x@example.com")).toBe(false);
  });

  it("answers bad input with 400 and a message", async () => {
    const badEmail = await post(t, "/api/auth/sign-in/magic-link", { email: "not-an-email" }, { ip: freshIp() });
    expect(badEmail.statusCode).toBe(400);
    expect(errorBody(badEmail).error_message).toMatch(/email/i);
    const noToken = await post(
      t,
      "/api/auth/dugout/tokens/authenticate",
      { token_type: "magic_links" },
      { ip: freshIp() },
    );
    expect(noToken.statusCode).toBe(400);
    expect(errorBody(noToken)).toMatchObject({ error_type: "invalid_request" });
    expect(errorBody(noToken).error_message).toContain("token");
    const badType = await post(
      t,
      "/api/auth/dugout/tokens/authenticate",
      { token: "x", token_type: "sms" },
      { ip: freshIp() },
    );
    expect(badType.statusCode).toBe(400);
    expect(errorBody(badType).error_message).toContain("token_type");
  });
});
