import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defined } from "@dugout/contracts/defined";
import { usersMessages } from "@dugout/contracts/users";
import { auditActions, type AuditAction } from "@dugout/contracts/audit";
import { auditEvents, runSeeds, users } from "@dugout/db";
import type { AppContext } from "../../context";
import { createAuth } from "../../auth";
import { findCommand } from "../../commands";
import { createTestApp, errorOf, type TestApp } from "../../test/harness";
import { identitySeedStep } from "./seed";
import { captureMessaging } from "./test-kit";

/**
 * Every account-admin action (invitation, role change, deactivation, reactivation, sign-out everywhere),
 * whatever asks for it (the Users page's API, the command line, the seed), goes through one function:
 * the same rules and the same audit event.
 */
const mail = captureMessaging();

async function withApp(run: (t: TestApp) => Promise<void>): Promise<void> {
  const t = await createTestApp({ messaging: mail });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

const commandContext = (t: TestApp) =>
  ({
    config: t.config,
    database: t.database,
    messaging: mail,
    auth: createAuth({ resolve: async () => null }),
  }) as unknown as AppContext;
const runUser = (t: TestApp, ...args: string[]) =>
  defined(findCommand("user"), "the user command").run(commandContext(t), { args });

const roleOf = async (t: TestApp, email: string) =>
  (await t.database.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;
/** The audit trail's events of one action on one account (by its email). */
const eventsOf = (t: TestApp, action: AuditAction, email: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.subjectLabel, email)));
const activeAdmins = (t: TestApp) =>
  t.database.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, "admin"), sql`${users.banned} is not true`));
const call = (t: TestApp, headers: Record<string, string>, method: "POST" | "PATCH", url: string, payload?: object) =>
  t.app.inject({ method, url, headers, remoteAddress: "203.0.113.7", ...(payload ? { payload } : {}) });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ messaging: mail });
});
afterAll(async () => {
  await t.close();
});

describe("an invitation to an existing account", () => {
  it("changes nothing: 409 conflict, the role stays, no email; the audit trail records the attempt", async () => {
    const admin = await t.signIn({ role: "admin", email: "inviter@example.com" });
    await t.signIn({ email: "already-here@example.com" });
    const sentBefore = mail.sent.length;
    const invited = await call(t, admin.headers, "POST", "/api/users/invitations", {
      email: "Already-Here@example.com",
      role: "admin",
    });
    expect(invited.statusCode).toBe(409);
    expect(errorOf(invited)).toEqual({ code: "conflict", message: usersMessages.alreadyExists });
    expect(await roleOf(t, "already-here@example.com")).toBe("user");
    expect(mail.sent.length).toBe(sentBefore);
    // Recorded all the same: who tried, and that the account existed.
    expect(await eventsOf(t, auditActions.userInvited, "already-here@example.com")).toEqual([
      expect.objectContaining({ details: { role: "admin", existing_account: true } }),
    ]);
  });

  it("from the command line, changes nothing either and says so", async () => {
    await t.signIn({ email: "cli-existing@example.com" });
    expect(await runUser(t, "create", "cli-existing@example.com", "--role", "admin")).toBe(
      "cli-existing@example.com already exists; its role was left as it is (change it with npm run user -- set-role).",
    );
    expect(await roleOf(t, "cli-existing@example.com")).toBe("user");
  });
});

describe("the audit event of every action", () => {
  it("names the acting admin, the subject, the previous and new role, and the client address (web API)", async () => {
    const admin = await t.signIn({ role: "admin", email: "auditor@example.com" });
    const rep = await t.signIn({ email: "audited@example.com" });
    const changed = await call(t, admin.headers, "PATCH", `/api/users/${rep.user.id}`, { role: "admin" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await eventsOf(t, auditActions.roleChanged, "audited@example.com")).toEqual([
      expect.objectContaining({
        subjectUserId: rep.user.id,
        actorUserId: admin.user.id,
        actorLabel: admin.user.email,
        ip: "203.0.113.7",
        details: { previous_role: null, role: "admin" },
      }),
    ]);
    for (const [path, name] of [
      ["sign-out-everywhere", auditActions.signedOutEverywhere],
      ["deactivate", auditActions.deactivated],
      ["reactivate", auditActions.reactivated],
    ] as const) {
      expect((await call(t, admin.headers, "POST", `/api/users/${rep.user.id}/${path}`)).statusCode).toBe(200);
      expect(await eventsOf(t, name, "audited@example.com")).toEqual([
        expect.objectContaining({
          subjectUserId: rep.user.id,
          actorUserId: admin.user.id,
          ip: "203.0.113.7",
          details: {},
        }),
      ]);
    }
    const invited = await call(t, admin.headers, "POST", "/api/users/invitations", {
      email: "audited-newcomer@example.com",
      role: null,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(await eventsOf(t, auditActions.userInvited, "audited-newcomer@example.com")).toEqual([
      expect.objectContaining({
        ip: "203.0.113.7",
        actorUserId: admin.user.id,
        details: { role: null, existing_account: false },
      }),
    ]);
  });

  it("names the command line as the actor of its invitations and role changes", async () => {
    await runUser(t, "create", "cli-made@example.com", "--role", "admin");
    await runUser(t, "set-role", "cli-made@example.com", "none");
    expect(await eventsOf(t, auditActions.userInvited, "cli-made@example.com")).toEqual([
      expect.objectContaining({
        ip: null,
        actorUserId: null,
        actorLabel: "command line",
        details: { role: "admin", existing_account: false },
      }),
    ]);
    expect(await eventsOf(t, auditActions.roleChanged, "cli-made@example.com")).toEqual([
      expect.objectContaining({ actorLabel: "command line", details: { previous_role: "admin", role: null } }),
    ]);
  });

  it("lets a person acting on their own account only sign themselves out everywhere", async () => {
    const person = await t.signIn({ email: "self-only@example.com" });
    const other = await t.signIn({ email: "self-other@example.com" });
    const self = {
      kind: "self" as const,
      user: { id: person.user.id, name: person.user.name, email: person.user.email },
      client: { ip: "203.0.113.7", userAgentFamily: null },
    };
    const promote = t.app.identity.administer(self, { type: "set_role", user: { id: person.user.id }, role: "admin" });
    await expect(promote).rejects.toMatchObject({ code: "forbidden" });
    const someoneElse = t.app.identity.administer(self, { type: "sign_out_everywhere", user: { id: other.user.id } });
    await expect(someoneElse).rejects.toMatchObject({ code: "forbidden" });
    expect(await roleOf(t, "self-only@example.com")).not.toBe("admin");
    expect(await eventsOf(t, auditActions.signedOutEverywhere, "self-other@example.com")).toEqual([]);
  });

  it("names the seed as the actor of the demo accounts", async () => {
    await runSeeds(t.database, [identitySeedStep]);
    expect(await eventsOf(t, auditActions.userInvited, "admin@example.com")).toEqual([
      expect.objectContaining({ actorLabel: "demo data", details: { role: "admin", existing_account: false } }),
    ]);
  });
});

describe("the last active admin", () => {
  it("cannot be demoted or deactivated, whoever asks; the own-role and own-account refusals stay", async () => {
    await withApp(async (fresh) => {
      await runUser(fresh, "create", "only-admin@example.com", "--role", "admin");
      await expect(runUser(fresh, "set-role", "only-admin@example.com", "none")).rejects.toThrow(
        usersMessages.lastAdmin,
      );
      expect(await roleOf(fresh, "only-admin@example.com")).toBe("admin");
      const only = await fresh.signIn({ email: "only-admin@example.com" });
      const deactivate = fresh.app.identity.administer(
        { kind: "cli" },
        { type: "deactivate", user: { id: only.user.id } },
      );
      await expect(deactivate).rejects.toMatchObject({ code: "conflict", message: usersMessages.lastAdmin });

      const demoteSelf = await call(fresh, only.headers, "PATCH", `/api/users/${only.user.id}`, { role: null });
      expect(errorOf(demoteSelf)).toEqual({ code: "conflict", message: usersMessages.ownRole });
      const deactivateSelf = await call(fresh, only.headers, "POST", `/api/users/${only.user.id}/deactivate`);
      expect(errorOf(deactivateSelf)).toEqual({ code: "conflict", message: usersMessages.ownAccount });

      // With a second active admin, either may go.
      await runUser(fresh, "create", "second-admin@example.com", "--role", "admin");
      expect(await runUser(fresh, "set-role", "only-admin@example.com", "none")).toBe(
        "only-admin@example.com now has no role.",
      );
      // A deactivated admin is no active admin: the one left cannot be demoted.
      await fresh.app.identity.administer(
        { kind: "cli" },
        { type: "set_role", user: { id: only.user.id }, role: "admin" },
      );
      await fresh.app.identity.administer({ kind: "cli" }, { type: "deactivate", user: { id: only.user.id } });
      await expect(runUser(fresh, "set-role", "second-admin@example.com", "none")).rejects.toThrow(
        usersMessages.lastAdmin,
      );
    });
  });

  it("survives two admins deactivating each other at the same moment: one wins, the other is refused", async () => {
    await withApp(async (fresh) => {
      // A second app on the same database, as a second server: the two requests run on two connections.
      const other = await createTestApp({ messaging: mail, shareDatabaseWith: fresh });
      try {
        for (let round = 0; round < 5; round += 1) {
          const a = await fresh.signIn({ role: "admin", email: `race-a-${round}@example.com` });
          const b = await other.signIn({ role: "admin", email: `race-b-${round}@example.com` });
          const [byA, byB] = await Promise.all([
            call(fresh, a.headers, "POST", `/api/users/${b.user.id}/deactivate`),
            call(other, b.headers, "POST", `/api/users/${a.user.id}/deactivate`),
          ]);
          const [won, lost] = byA.statusCode === 200 ? [byA, byB] : [byB, byA];
          expect(won.statusCode, won.body).toBe(200);
          // The loser was either past the sign-in check (the rule refuses it) or already signed out.
          if (lost.statusCode === 409) expect(errorOf(lost).message).toBe(usersMessages.lastAdmin);
          else expect(lost.statusCode, lost.body).toBe(401);
          const active = await activeAdmins(fresh);
          expect(active).toHaveLength(1);
          // The next round starts from no active admin again (a fixture write, outside the rules).
          await fresh.database.db.update(users).set({ banned: true }).where(eq(users.role, "admin"));
        }
      } finally {
        await other.close();
      }
    });
  });
});

describe("npm run user -- list", () => {
  it("prints every account with its role, status and last sign-in, for an operator without the web page", async () => {
    await withApp(async (fresh) => {
      await runUser(fresh, "create", "lister@example.com", "--role", "admin");
      await runUser(fresh, "create", "+12015550190");
      await runUser(fresh, "create-wallet", "0x52908400098527886E0F7030069857D2E4169EE7", "ethereum");
      const active = await fresh.signIn({ email: "active-rep@example.com" });
      await fresh.database.db
        .update(users)
        .set({ lastSignInAt: new Date("2026-03-04T05:06:07Z") })
        .where(eq(users.id, active.user.id));
      const gone = await fresh.signIn({ email: "gone@example.com" });
      await fresh.app.identity.administer({ kind: "cli" }, { type: "deactivate", user: { id: gone.user.id } });
      await fresh.database.db
        .update(users)
        .set({ lastSignInAt: new Date("2026-01-02T03:04:05Z") })
        .where(eq(users.id, gone.user.id));
      expect((await runUser(fresh, "list")).split("\n")).toEqual([
        "account                                     role   status       last sign-in",
        "0x52908400098527886E0F7030069857D2E4169EE7  none   invited      never",
        "+12015550190                                none   invited      never",
        "active-rep@example.com                      none   active       2026-03-04 05:06 UTC",
        "gone@example.com                            none   deactivated  2026-01-02 03:04 UTC",
        "lister@example.com                          admin  invited      never",
      ]);
      await expect(runUser(fresh, "list", "extra")).rejects.toThrow("list takes no arguments.");
    });
  });
});
