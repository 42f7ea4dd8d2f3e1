import { defined } from "@dugout/contracts/defined";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "@dugout/db";
import { usersMessages } from "@dugout/contracts/users";
import { createTestApp, errorOf, type TestApp } from "../../test/harness";
import { signupRefusedMessage } from "./signup-policy";
import { captureMessaging, cookieHeader, errorBody, freshIp, get, linkIn, post } from "./test-kit";

/** SIGNUP_ALLOWED_DOMAINS: invitation only by default; listed domains (or `*`) may sign themselves up. */
const mail = captureMessaging();
let inviteOnly: TestApp;
beforeAll(async () => {
  inviteOnly = await createTestApp({ messaging: mail });
});
afterAll(async () => {
  await inviteOnly.close();
});

const sentTo = (email: string) => mail.sent.filter((message) => message.to === email).length;
const attempts = (t: TestApp, email: string) => [
  post(t, "/api/auth/sign-in/magic-link", { email, callbackURL: "/" }, { ip: freshIp() }),
  post(t, "/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" }, { ip: freshIp() }),
  post(t, "/api/auth/sign-up/email", { email, password: "violet-harbour-trumpet-42" }, { ip: freshIp() }),
];

describe("by default (invitation only)", () => {
  it("a stranger can neither sign up nor get a link or code, is told who to ask, and is sent nothing", async () => {
    for (const pending of attempts(inviteOnly, "stranger@example.com")) {
      const response = await pending;
      expect(response.statusCode).toBe(403);
      expect(errorBody(response)).toMatchObject({
        error_type: "signup_not_allowed",
        error_message: signupRefusedMessage,
      });
    }
    expect(signupRefusedMessage).toContain("Ask a Dugout admin to invite you");
    expect(sentTo("stranger@example.com")).toBe(0);
    const search = await post(inviteOnly, "/api/auth/dugout/users/search", { email: "stranger@example.com" });
    expect(search.json()).toEqual({ userType: "new" });
  });

  it("an invited person signs in by link", async () => {
    const admin = await inviteOnly.signIn({ role: "admin" });
    const invited = await inviteOnly.app.inject({
      method: "POST",
      url: "/api/users/invitations",
      headers: admin.headers,
      payload: { email: "Newcomer@Example.com", role: null },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(mail.last("newcomer@example.com").subject).toBe("You are invited to Dugout");
    const sent = await post(
      inviteOnly,
      "/api/auth/sign-in/magic-link",
      { email: "newcomer@example.com", callbackURL: "/" },
      { ip: freshIp() },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const token = linkIn(mail.last("newcomer@example.com")).searchParams.get("token");
    const landed = await post(
      inviteOnly,
      "/api/auth/dugout/tokens/authenticate",
      { token, token_type: "magic_links" },
      { ip: freshIp(), headers: { cookie: cookieHeader(sent) } },
    );
    expect(landed.statusCode, landed.body).toBe(200);
    const me = await get(inviteOnly, "/api/me", { headers: { cookie: cookieHeader(landed) } });
    expect(me.json()).toMatchObject({ user: { email: "newcomer@example.com" } });
  });
});

describe("with allowed domains", () => {
  it("people of a listed domain sign up (a password account waits for its confirmation link); others are refused", async () => {
    const t = await createTestApp({
      messaging: mail,
      env: { SIGNUP_ALLOWED_DOMAINS: "Dugout.example, other.example" },
    });
    try {
      const [link, code, password] = await Promise.all(attempts(t, "colleague@dugout.example"));
      expect(link?.statusCode).toBe(200);
      expect(code?.statusCode).toBe(200);
      expect(password?.statusCode).toBe(200);
      expect(cookieHeader(defined(password ?? link, "a sign-in answer"))).not.toContain("dugout.session_token=");
      for (const pending of attempts(t, "outsider@elsewhere.example")) expect((await pending).statusCode).toBe(403);
      expect(sentTo("outsider@elsewhere.example")).toBe(0);
    } finally {
      await t.close();
    }
  });

  it("`*` lets anyone sign up", async () => {
    const t = await createTestApp({ messaging: mail, env: { SIGNUP_ALLOWED_DOMAINS: "*" } });
    try {
      const response = await post(
        t,
        "/api/auth/sign-in/magic-link",
        { email: "anyone@anywhere.example", callbackURL: "/" },
        { ip: freshIp() },
      );
      expect(response.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("refuses a malformed setting at boot", async () => {
    await expect(createTestApp({ env: { SIGNUP_ALLOWED_DOMAINS: "not a domain" } })).rejects.toThrow(
      /SIGNUP_ALLOWED_DOMAINS/,
    );
  });
});

describe("the Users page API", () => {
  it("lists people with role, status and last sign-in; invites, changes roles, signs out everywhere, deactivates; each action is logged", async () => {
    const admin = await inviteOnly.signIn({ role: "admin", email: "boss@example.com" });
    const rep = await inviteOnly.signIn({ email: "worker@example.com" });
    const call = (method: "GET" | "POST" | "PATCH", url: string, payload?: object): Promise<LightMyRequestResponse> =>
      inviteOnly.app.inject(
        payload ? { method, url, headers: admin.headers, payload } : { method, url, headers: admin.headers },
      );

    const listed = await call("GET", "/api/users");
    expect(listed.statusCode).toBe(200);
    const worker = listed
      .json<{ users: { email: string; status: string; last_sign_in_at: string | null }[] }>()
      .users.find((user) => user.email === "worker@example.com");
    expect(worker).toMatchObject({ status: "active", role: null });
    expect(Date.parse(worker?.last_sign_in_at ?? "")).toBeGreaterThan(Date.now() - 60_000);

    const invited = await call("POST", "/api/users/invitations", { email: "lead@example.com", role: "admin" });
    expect(invited.json()).toMatchObject({
      user: { email: "lead@example.com", role: "admin", status: "invited", last_sign_in_at: null },
    });
    expect(mail.last("lead@example.com").text).toContain("as an admin");
    const twice = await call("POST", "/api/users/invitations", { email: "lead@example.com", role: null });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe(usersMessages.alreadyExists);

    expect((await call("PATCH", `/api/users/${rep.user.id}`, { role: "admin" })).json()).toMatchObject({
      user: { role: "admin" },
    });
    const demoteSelf = await call("PATCH", `/api/users/${admin.user.id}`, { role: null });
    expect(demoteSelf.statusCode).toBe(409);
    expect(errorOf(demoteSelf).message).toBe(usersMessages.ownRole);

    expect((await call("POST", `/api/users/${rep.user.id}/sign-out-everywhere`)).statusCode).toBe(200);
    expect((await get(inviteOnly, "/api/me", { headers: rep.headers })).json()).toEqual({ user: null });

    const again = await inviteOnly.signIn({ email: "worker@example.com" });
    expect((await call("POST", `/api/users/${rep.user.id}/deactivate`)).json()).toMatchObject({
      user: { status: "deactivated" },
    });
    expect((await get(inviteOnly, "/api/me", { headers: again.headers })).json()).toEqual({ user: null });
    const link = await post(
      inviteOnly,
      "/api/auth/sign-in/magic-link",
      { email: "worker@example.com", callbackURL: "/" },
      { ip: freshIp() },
    );
    const token = linkIn(mail.last("worker@example.com")).searchParams.get("token");
    expect(link.statusCode).toBe(200);
    const refused = await post(
      inviteOnly,
      "/api/auth/dugout/tokens/authenticate",
      { token, token_type: "magic_links" },
      { ip: freshIp(), headers: { cookie: cookieHeader(link) } },
    );
    expect(refused.statusCode).toBe(400);
    expect((await call("POST", `/api/users/${admin.user.id}/deactivate`)).statusCode).toBe(409);
    expect((await call("POST", `/api/users/${rep.user.id}/reactivate`)).json()).toMatchObject({
      user: { status: "active" },
    });

    const logged = await inviteOnly.database.db.select().from(auditEvents);
    const names = logged.filter((event) => event.actorUserId === admin.user.id).map((event) => event.action);
    expect(names).toEqual(
      expect.arrayContaining([
        "user.invited",
        "user.role_changed",
        "user.signed_out_everywhere",
        "user.deactivated",
        "user.reactivated",
      ]),
    );
  });

  it("answers reps 403 and anonymous callers 401, and a bad id 400", async () => {
    const rep = await inviteOnly.signIn();
    expect((await inviteOnly.app.inject({ method: "GET", url: "/api/users", headers: rep.headers })).statusCode).toBe(
      403,
    );
    expect((await inviteOnly.app.inject({ method: "GET", url: "/api/users" })).statusCode).toBe(401);
    const admin = await inviteOnly.signIn({ role: "admin" });
    const bad = await inviteOnly.app.inject({
      method: "POST",
      url: "/api/users/not-a-uuid/deactivate",
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
