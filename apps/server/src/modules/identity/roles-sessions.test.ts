import { defined } from "@dugout/contracts/defined";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSeeds } from "@dugout/db";
import type { AppContext } from "../../context";
import { CommandUsageError } from "../../command";
import { findCommand } from "../../commands";
import { createAuth } from "../../auth";
import { signInHelp } from "../../sign-in-help";
import { createTestApp, errorOf, type TestApp } from "../../test/harness";
import { identitySeedStep } from "./seed";
import { captureMessaging, codeIn, cookieHeader, get, post } from "./test-kit";

let t: TestApp;
let ctx: AppContext;
const mail = captureMessaging();
beforeAll(async () => {
  t = await createTestApp({ messaging: mail });
  ctx = {
    config: t.config,
    database: t.database,
    messaging: { send: async () => undefined },
    auth: createAuth({ resolve: async () => null }),
  } as unknown as AppContext;
});
afterAll(async () => {
  await t.close();
});

const runUser = (...args: string[]) => defined(findCommand("user"), "the user command").run(ctx, { args });
const me = async (headers: Record<string, string>) =>
  (await get(t, "/api/me", { headers })).json<{ user: { trusted_metadata: { role: string | null } } | null }>().user;

describe("npm run user", () => {
  it("creates users, with or without the admin role, and sets roles", async () => {
    expect(await runUser("create", "New.Admin@example.com", "--role", "admin", "--name", "Nia Admin")).toBe(
      "Created new.admin@example.com (admin). They sign in with a magic link or passcode sent to that address.",
    );
    const admin = await t.signIn({ email: "new.admin@example.com" });
    expect(admin.user).toMatchObject({ role: "admin", name: "Nia Admin", firstName: "Nia" });

    expect(await runUser("create", "plain@example.com")).toContain("(no role)");
    expect(await runUser("create", "plain@example.com")).toBe("plain@example.com already exists.");
    expect(await runUser("set-role", "plain@example.com", "admin")).toBe("plain@example.com now has the admin role.");
    const plain = await t.signIn({ email: "plain@example.com" });
    expect(plain.user.role).toBe("admin");
    expect(await runUser("set-role", "plain@example.com", "none")).toBe("plain@example.com now has no role.");
    // The change applies to the existing session on its next request.
    expect((await me(plain.headers))?.trusted_metadata.role).toBeNull();
  });

  it("refuses bad usage with a message", async () => {
    await expect(runUser("create", "not-an-email")).rejects.toThrow(CommandUsageError);
    await expect(runUser("set-role", "plain@example.com", "owner")).rejects.toThrow("The role must be admin or none.");
    await expect(runUser("set-role", "ghost@example.com", "admin")).rejects.toThrow(
      "No user has the email ghost@example.com.",
    );
    await expect(runUser("delete", "x@example.com")).rejects.toThrow(/Usage/);
    await expect(runUser("create", "x@example.com", "--colour", "blue")).rejects.toThrow("Unknown option --colour.");
  });
});

describe("npm run user, by phone number", () => {
  it("creates a phone-only admin who signs in by text passcode, and sets roles by number", async () => {
    expect(await runUser("create", "+1 (201) 555-0177", "--role", "admin")).toBe(
      "Created +12015550177 (admin). They sign in with a passcode sent to that number by text or WhatsApp.",
    );
    const sent = await post(t, "/api/auth/phone-number/send-otp", { phoneNumber: "+12015550177" });
    expect(sent.statusCode, sent.body).toBe(200);
    const signedIn = await post(t, "/api/auth/phone-number/verify", {
      phoneNumber: "+12015550177",
      code: codeIn(mail.last("+12015550177")),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const headers = { cookie: cookieHeader(signedIn) };
    expect(await me(headers)).toMatchObject({
      email: "",
      phone_number: "+12015550177",
      providers: ["phone"],
      trusted_metadata: { role: "admin" },
    });
    expect(await runUser("set-role", "+12015550177", "none")).toBe("+12015550177 now has no role.");
    expect((await me(headers))?.trusted_metadata.role).toBeNull();
    expect(await runUser("create", "+12015550177")).toBe("+12015550177 already exists.");

    // The Users page lists them by number.
    const admin = await t.signIn({ email: "phone-lister@example.com", role: "admin" });
    const listed = (await get(t, "/api/users", { headers: admin.headers })).json<{
      users: { email: string; phone_number: string | null }[];
    }>();
    expect(listed.users).toContainEqual(expect.objectContaining({ email: "", phone_number: "+12015550177" }));
  });

  it("gives an email account a number, once per number", async () => {
    await runUser("create", "dialer@example.com");
    expect(await runUser("set-phone", "dialer@example.com", "+12015550178")).toBe(
      "dialer@example.com can now also sign in with a passcode sent to +12015550178.",
    );
    await runUser("create", "other-dialer@example.com");
    await expect(runUser("set-phone", "other-dialer@example.com", "+12015550178")).rejects.toThrow(
      "+12015550178 belongs to another account.",
    );
    await expect(runUser("set-phone", "ghost@example.com", "+12015550179")).rejects.toThrow(
      "No user has the email ghost@example.com.",
    );
    await expect(runUser("set-role", "+12015550100", "admin")).rejects.toThrow(
      "No user has the phone number +12015550100.",
    );
    await expect(runUser("create", "+1555")).rejects.toThrow("+1555 is not a valid phone number");
    await expect(runUser("set-phone", "+12015550178", "dialer@example.com")).rejects.toThrow(
      "set-phone takes an email address, then a +phone number.",
    );
  });
});

describe("seed", () => {
  it("creates one admin and one rep, once", async () => {
    expect((await runSeeds(t.database, [identitySeedStep])).ran).toEqual(["identity-users"]);
    expect((await runSeeds(t.database, [identitySeedStep])).skipped).toEqual(["identity-users"]);
    const admin = await t.signIn({ email: "admin@example.com" });
    const rep = await t.signIn({ email: "rep@example.com" });
    expect(admin.user).toMatchObject({ role: "admin", name: "Avery Admin" });
    expect(rep.user).toMatchObject({ role: null, name: "Riley Rep" });
  });

  it("npm start explains how to sign in", () => {
    const help = signInHelp(t.config, { adminExists: true });
    expect(help).toContain("admin@example.com (admin) or rep@example.com (rep)");
    expect(help).toContain("http://localhost:3000/dev/mailbox");
  });

  it("npm start sends newcomers first to the page that works without an account, not to a sign-in wall", () => {
    const lines = signInHelp(t.config, { adminExists: true }).split("\n");
    // The public name generator (docs/requirements/platform.md#roles), named first, before any sign-in step.
    expect(lines[0]).toBe(
      "Try it without an account: http://localhost:3000/starter_tools/business_name_generator (the business name generator).",
    );
    expect(lines[1]).toMatch(/^Sign in to the team's tools: open http:\/\/localhost:3000\/batting_cage, /);
    // The Starter Tools hub is a signed-in page: it is no first stop.
    expect(lines.some((line) => /\/starter_tools(\s|$)/.test(line))).toBe(false);
  });
});

describe("roles", () => {
  it("a rep cannot set roles; an admin can (Users page); users cannot write their own role", async () => {
    const rep = await t.signIn({ email: "ambitious@example.com" });
    const patchRole = (headers: Record<string, string>, id: string, role: unknown) =>
      t.app.inject({ method: "PATCH", url: `/api/users/${id}`, headers, payload: { role } });
    const byRep = await patchRole(rep.headers, rep.user.id, "admin");
    expect(byRep.statusCode).toBe(403);
    expect(errorOf(byRep).message).toBe("You are not authorized to access this page.");
    const viaPlugin = await post(
      t,
      "/api/auth/admin/set-role",
      { userId: rep.user.id, role: "admin" },
      { headers: rep.headers },
    );
    // Better Auth's admin and update-user endpoints are not mounted at all (endpoints.ts).
    expect(viaPlugin.statusCode).toBe(404);
    const viaUpdate = await post(t, "/api/auth/update-user", { role: "admin" }, { headers: rep.headers });
    expect(viaUpdate.statusCode).toBe(404);
    expect((await me(rep.headers))?.trusted_metadata.role).toBeNull();
    const anonymous = await patchRole(await t.csrfHeaders(), rep.user.id, "admin");
    expect(anonymous.statusCode).toBe(401);

    const admin = await t.signIn({ role: "admin" });
    const byAdmin = await patchRole(admin.headers, rep.user.id, "admin");
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await me(rep.headers))?.trusted_metadata.role).toBe("admin");
    const missing = await patchRole(admin.headers, "00000000-0000-4000-8000-000000000000", null);
    expect(missing.statusCode).toBe(404);
    const bad = await patchRole(admin.headers, rep.user.id, "owner");
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe("validation_failed");
  });
});

describe("sessions", () => {
  it("revoking one session ends it at once; the others stay", async () => {
    const first = await t.signIn({ email: "multi@example.com" });
    const second = await t.signIn({ email: "multi@example.com" });
    const list = await get(t, "/api/auth/list-sessions", { headers: first.headers });
    const sessions = list.json<{ id: string; token: string }[]>();
    expect(sessions).toHaveLength(2);
    const secondToken = sessions.find((session) => session.id === second.user.sessionId)?.token;
    const revoke = await post(t, "/api/auth/revoke-session", { token: secondToken }, { headers: first.headers });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(await me(second.headers)).toBeNull();
    expect(await me(first.headers)).not.toBeNull();
  });

  it("revoking all sessions and signing out end them", async () => {
    const first = await t.signIn({ email: "everywhere@example.com" });
    const second = await t.signIn({ email: "everywhere@example.com" });
    expect((await post(t, "/api/auth/revoke-sessions", {}, { headers: first.headers })).statusCode).toBe(200);
    expect(await me(first.headers)).toBeNull();
    expect(await me(second.headers)).toBeNull();

    const third = await t.signIn({ email: "everywhere@example.com" });
    const out = await post(t, "/api/auth/sign-out", {}, { headers: third.headers });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers["set-cookie"])).toContain("dugout.session_token=;");
    expect(await me(third.headers)).toBeNull();
  });

  it("get-session refreshes and carries a session JWT; /token answers one too", async () => {
    const { headers, user } = await t.signIn();
    const session = await get(t, "/api/auth/get-session", { headers });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ user: { id: user.id } });
    const jwt = String(session.headers["set-auth-jwt"]);
    const [, payload] = jwt.split(".");
    expect(JSON.parse(Buffer.from(payload ?? "", "base64url").toString())).toMatchObject({
      sub: user.id,
      iss: t.config.baseUrl,
    });
    const token = await get(t, "/api/auth/token", { headers });
    expect(token.json<{ token: string }>().token.split(".")).toHaveLength(3);
    const jwks = await get(t, "/api/auth/jwks");
    expect(jwks.json<{ keys: unknown[] }>().keys.length).toBeGreaterThan(0);
    expect((await get(t, "/api/auth/get-session")).json()).toBeNull();
  });
});
