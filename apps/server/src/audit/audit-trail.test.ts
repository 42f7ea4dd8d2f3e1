import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditActions, type AuditAction } from "@dugout/contracts/audit";
import { defined } from "@dugout/contracts/defined";
import { auditEvents } from "@dugout/db";
import { createAuth } from "../auth";
import { findCommand } from "../commands";
import type { AppContext } from "../context";
import { softwarePasskey } from "../modules/identity/methods/passkeys/passkey-test-kit";
import { cookieHeader, freshIp, get, post } from "../modules/identity/test-kit";
import { createTestApp, type TestApp } from "../test/harness";
import { ensurePasswordUser } from "../test/password-account";

/**
 * Every security-relevant action writes one event to the audit trail (docs/privacy.md#the-audit-trail): each
 * test performs one action the way an admin, a person or an operator does, and finds its event with the actor,
 * the subject, the client address and browser family (for requests), and what changed.
 */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signIn"]>>;
const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const adminIp = "203.0.113.7";

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn({ role: "admin", email: "audit-admin@example.com", name: "Audit Admin" });
});
afterAll(async () => {
  await t.close();
});

/** The events of one action, oldest first. */
const eventsOf = (action: AuditAction) =>
  t.database.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(asc(auditEvents.at));

/** The one event of an action whose subject (or actor, without a subject) is `label`. */
async function eventFor(action: AuditAction, label: string) {
  const found = (await eventsOf(action)).filter((row) => (row.subjectLabel ?? row.actorLabel) === label);
  expect(found, `${action} for ${label}`).toHaveLength(1);
  return defined(found[0], "the event");
}

/** An admin's call from a browser: the session, CSRF headers, a Chrome User-Agent and a fixed address. */
const asAdmin = (method: "GET" | "POST" | "PATCH", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    remoteAddress: adminIp,
    headers: { ...admin.headers, "user-agent": chrome },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const commandContext = () =>
  ({
    config: t.config,
    database: t.database,
    auth: createAuth({ resolve: async () => null }),
  }) as unknown as AppContext;
const runCommand = (name: string, ...args: string[]) =>
  defined(findCommand(name), name).run(commandContext(), { args });

const adminActor = () => ({
  actorUserId: admin.user.id,
  actorLabel: admin.user.email,
  ip: adminIp,
  userAgentFamily: "Chrome",
});

describe("sign-ins", () => {
  it("records a success with the method, the person, the client address and the browser family", async () => {
    const user = await ensurePasswordUser(t.database.db, {
      email: "signs.in@example.com",
      password: "orbit lantern quietly 94",
    });
    const ip = freshIp();
    const response = await post(
      t,
      "/api/auth/sign-in/email",
      { email: "signs.in@example.com", password: "orbit lantern quietly 94" },
      { ip, headers: { "user-agent": chrome } },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await eventFor(auditActions.signInSucceeded, "signs.in@example.com")).toMatchObject({
      actorUserId: user.id,
      subjectUserId: user.id,
      ip,
      userAgentFamily: "Chrome",
      details: { method: "password" },
    });
  });

  it("records a failure with the method and the address that was tried", async () => {
    await ensurePasswordUser(t.database.db, { email: "mistypes@example.com", password: "orbit lantern quietly 94" });
    const ip = freshIp();
    const response = await post(
      t,
      "/api/auth/sign-in/email",
      { email: "Mistypes@example.com", password: "wrong" },
      { ip },
    );
    expect(response.statusCode).toBe(401);
    expect(await eventFor(auditActions.signInFailed, "mistypes@example.com")).toMatchObject({
      ip,
      details: { method: "password", status: 401 },
    });
  });
});

describe("account admin (the Users page)", () => {
  it("records invitations, to a new and to an existing account", async () => {
    expect(
      (await asAdmin("POST", "/api/users/invitations", { email: "newcomer@example.com", role: null })).statusCode,
    ).toBe(201);
    expect(await eventFor(auditActions.userInvited, "newcomer@example.com")).toMatchObject({
      ...adminActor(),
      details: { role: null, existing_account: false },
    });
    const again = await asAdmin("POST", "/api/users/invitations", { email: "newcomer@example.com", role: "admin" });
    expect(again.statusCode).toBe(409);
    const invitations = (await eventsOf(auditActions.userInvited)).filter(
      (row) => row.subjectLabel === "newcomer@example.com",
    );
    expect(invitations.map((row) => row.details)).toEqual([
      { role: null, existing_account: false },
      { role: "admin", existing_account: true },
    ]);
  });

  it("records a role change with the previous and the new role", async () => {
    const person = await t.signIn({ email: "promoted@example.com" });
    expect((await asAdmin("PATCH", `/api/users/${person.user.id}`, { role: "admin" })).statusCode).toBe(200);
    expect(await eventFor(auditActions.roleChanged, "promoted@example.com")).toMatchObject({
      ...adminActor(),
      subjectUserId: person.user.id,
      details: { previous_role: null, role: "admin" },
    });
  });

  it("records deactivation, reactivation and sign-out everywhere", async () => {
    const person = await t.signIn({ email: "on-and-off@example.com" });
    for (const [path, action] of [
      ["deactivate", auditActions.deactivated],
      ["reactivate", auditActions.reactivated],
      ["sign-out-everywhere", auditActions.signedOutEverywhere],
    ] as const) {
      expect((await asAdmin("POST", `/api/users/${person.user.id}/${path}`)).statusCode).toBe(200);
      expect(await eventFor(action, "on-and-off@example.com")).toMatchObject({
        ...adminActor(),
        subjectUserId: person.user.id,
      });
    }
  });

  it("records a person's data exported and the person erased, the erasure without their address", async () => {
    const person = await t.signIn({ email: "leaving@example.com" });
    expect((await asAdmin("GET", `/api/users/${person.user.id}/export`)).statusCode).toBe(200);
    expect(await eventFor(auditActions.userDataExported, "leaving@example.com")).toMatchObject(adminActor());
    expect((await asAdmin("POST", `/api/users/${person.user.id}/erase`)).statusCode).toBe(200);
    const erased = await eventFor(auditActions.userErased, "erased");
    expect(erased).toMatchObject({
      ...adminActor(),
      subjectUserId: person.user.id,
      details: { erased: { account: 1 } },
    });
    // The export's event stays, naming them "erased" now.
    const exported = (await eventsOf(auditActions.userDataExported)).filter(
      (row) => row.subjectUserId === person.user.id,
    );
    expect(exported.map((row) => row.subjectLabel)).toEqual(["erased"]);
  });

  it("records the command line as the actor of an operator's export and erasure", async () => {
    await t.signIn({ email: "cli-leaver@example.com" });
    await runCommand("user", "export", "cli-leaver@example.com");
    expect(await eventFor(auditActions.userDataExported, "cli-leaver@example.com")).toMatchObject({
      actorUserId: null,
      actorLabel: "command line",
      ip: null,
    });
    await runCommand("user", "erase", "cli-leaver@example.com");
    const erasures = (await eventsOf(auditActions.userErased)).filter((row) => row.actorLabel === "command line");
    expect(erasures).toHaveLength(1);
  });
});

describe("a person's own security changes", () => {
  it("records a passkey added and removed", async () => {
    const person = await t.signIn({ email: "keyholder@example.com" });
    const key = softwarePasskey(new URL(t.config.baseUrl).hostname);
    const headers: Record<string, string> = { ...person.headers, "user-agent": chrome };
    const ip = freshIp();
    const options = await get(t, "/api/auth/passkey/generate-register-options", { headers, ip });
    const added = await post(
      t,
      "/api/auth/passkey/verify-registration",
      { response: key.register(options.json(), t.config.baseUrl), name: "Work laptop" },
      { headers: { ...headers, cookie: `${headers.cookie}; ${cookieHeader(options)}` }, ip },
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(await eventFor(auditActions.passkeyAdded, "keyholder@example.com")).toMatchObject({
      actorUserId: person.user.id,
      ip,
      userAgentFamily: "Chrome",
      details: { passkey_name: "Work laptop" },
    });
    const { id } = added.json<{ id: string }>();
    const removed = await post(t, "/api/auth/passkey/delete-passkey", { id }, { headers, ip });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await eventFor(auditActions.passkeyRemoved, "keyholder@example.com")).toMatchObject({
      actorUserId: person.user.id,
      details: { passkey_id: id },
    });
  });
});

describe("configuration and keys", () => {
  it("records a Batting Cage configuration saved, with the names of the fields that changed", async () => {
    const save = (configuration: Record<string, unknown>) =>
      asAdmin("POST", "/batting_cage_configurations", { batting_cage_configuration: configuration });
    // Against the defaults (1-5 employees, everything else random) first, then against the first save.
    const first = { business_name: "Maple Street Bakery", employee_count: "1-5", randomize_objection: true };
    expect((await save(first)).statusCode).toBe(201);
    expect((await save({ ...first, randomize_objection: false })).statusCode).toBe(201);
    const saves = await eventsOf(auditActions.configurationSaved);
    expect(saves.map((row) => row.details?.changed)).toEqual([
      ["business_name", "randomize_objection"],
      ["randomize_objection"],
    ]);
    expect(saves[0]).toMatchObject(adminActor());
  });

  it("records an OAuth client created and deleted", async () => {
    const output = await runCommand(
      "oauth-client",
      "create",
      "--name",
      "Payroll Portal",
      "--redirect-uri",
      "https://portal.example.com/callback",
    );
    const clientId = defined(/client_id: (\S+)/.exec(output)?.[1], "the client id");
    expect(await eventFor(auditActions.oauthClientCreated, "Payroll Portal")).toMatchObject({
      actorLabel: "command line",
      details: { client_id: clientId, redirect_uris: ["https://portal.example.com/callback"] },
    });
    expect(await runCommand("oauth-client", "delete", clientId)).toContain("Deleted Payroll Portal");
    expect(await eventFor(auditActions.oauthClientDeleted, "Payroll Portal")).toMatchObject({
      details: { client_id: clientId },
    });
  });

  it("records an agent key created and revoked, by its prefix (never the key)", async () => {
    const output = await runCommand("agent-key", "create", "eugene");
    const prefix = defined(/Prefix (\S+)\./.exec(output)?.[1], "the prefix");
    const key = defined(output.split("\n")[1], "the key");
    expect(await eventFor(auditActions.agentKeyCreated, prefix)).toMatchObject({
      actorLabel: "command line",
      details: { agent: "eugene" },
    });
    await runCommand("agent-key", "revoke", prefix);
    expect(await eventFor(auditActions.agentKeyRevoked, prefix)).toMatchObject({ details: { keys: 1 } });
    const [leaked] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(sql`${auditEvents.details}::text like ${`%${key}%`}`);
    expect(leaked?.count).toBe(0);
  });
});

describe("a prospect's data and retention", () => {
  it("records a lead's data exported, the leads' CSV and a lead erased; the erasure forgets the address", async () => {
    const email = "prospect@example.com";
    expect((await asAdmin("GET", `/api/admin/leads/export?email=${encodeURIComponent(email)}`)).statusCode).toBe(200);
    expect(await eventFor(auditActions.leadDataExported, email)).toMatchObject(adminActor());
    expect((await asAdmin("GET", "/api/admin/leads.csv")).statusCode).toBe(200);
    expect(await eventsOf(auditActions.leadsListExported)).toMatchObject([{ ...adminActor(), details: { leads: 0 } }]);
    expect((await asAdmin("POST", "/api/admin/leads/erase", { email })).statusCode).toBe(200);
    expect(await eventsOf(auditActions.leadErased)).toMatchObject([
      { ...adminActor(), subjectLabel: "erased", details: { submissions: 0 } },
    ]);
    const [mentions] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(
        and(sql`lower(coalesce(${auditEvents.subjectLabel}, '') || ${auditEvents.actorLabel}) like ${`%${email}%`}`),
      );
    expect(mentions?.count).toBe(0);
  });

  it("records a retention run with what it removed", async () => {
    const output = await runCommand("retention", "run");
    expect(output).toContain("Retention: removed");
    const [run] = await eventsOf(auditActions.retentionRan);
    expect(run).toMatchObject({ actorLabel: "command line", details: { removed: { leads: 0, audit: 0 } } });
  });
});
