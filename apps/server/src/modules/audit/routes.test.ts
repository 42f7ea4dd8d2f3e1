import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditActions, auditApiPaths, auditEventsAnswerSchema, auditQuery } from "@dugout/contracts/audit";
import { defined } from "@dugout/contracts/defined";
import { recordAudit } from "../../audit/record";
import { createAuth } from "../../auth";
import { findCommand } from "../../commands";
import type { AppContext } from "../../context";
import { createTestApp, errorOf, type TestApp } from "../../test/harness";

/** The Activity page's API (admins only: a page of events and the CSV) and `npm run audit -- list`. */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signIn"]>>;
const day = 86_400_000;
const now = Date.now();
const subjectId = "11111111-1111-4111-8111-111111111111";

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn({ role: "admin", email: "reader@example.com" });
  const db = t.database.db;
  await recordAudit(db, {
    action: auditActions.roleChanged,
    actor: { label: "boss@example.com" },
    subject: { userId: subjectId, label: "Casey.Promoted@example.com" },
    client: { ip: "192.0.2.10", userAgentFamily: "Firefox" },
    details: { previous_role: null, role: "admin" },
    at: new Date(now - 3 * day),
  });
  await recordAudit(db, {
    action: auditActions.signInFailed,
    actor: { label: "=cmd|' /C calc'!A0" },
    subject: { label: "=cmd|' /C calc'!A0" },
    details: { method: "password", status: 401 },
    at: new Date(now - 2 * day),
  });
  await recordAudit(db, {
    action: auditActions.signInSucceeded,
    actor: { userId: subjectId, label: "casey.promoted@example.com" },
    subject: { userId: subjectId, label: "casey.promoted@example.com" },
    details: { method: "passkey" },
    at: new Date(now - 10 * day),
  });
});
afterAll(async () => {
  await t.close();
});

const list = (query = "", headers = admin.headers) =>
  t.app.inject({ method: "GET", url: `${auditApiPaths.list}${query}`, headers });
const actionsIn = (body: string) => auditEventsAnswerSchema.parse(JSON.parse(body)).events.map((event) => event.action);

describe("GET /api/admin/audit-events", () => {
  it("answers admins a page of events, newest first, with the total", async () => {
    const response = await list();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const answer = auditEventsAnswerSchema.parse(response.json());
    // The admin's own sign-in by the test harness is not an event (it issues a session directly).
    expect(answer.total).toBe(3);
    expect(answer.events.map((event) => event.action)).toEqual([
      auditActions.signInFailed,
      auditActions.roleChanged,
      auditActions.signInSucceeded,
    ]);
    expect(answer.events[1]).toMatchObject({
      actor_label: "boss@example.com",
      subject_user_id: subjectId,
      ip: "192.0.2.10",
      user_agent_family: "Firefox",
      details: { previous_role: null, role: "admin" },
    });
  });

  it("filters by person (part of a label in any case, or a user id), action and period, and pages", async () => {
    expect(actionsIn((await list("?person=CASEY.promoted")).body)).toEqual([
      auditActions.roleChanged,
      auditActions.signInSucceeded,
    ]);
    expect(actionsIn((await list(`?person=${subjectId}`)).body)).toHaveLength(2);
    expect(actionsIn((await list("?person=%25")).body)).toEqual([]);
    expect(actionsIn((await list(`?action=${auditActions.signInSucceeded}`)).body)).toEqual([
      auditActions.signInSucceeded,
    ]);
    const period = auditQuery("", {
      from: new Date(now - 5 * day).toISOString(),
      to: new Date(now - 2.5 * day).toISOString(),
    });
    expect(actionsIn((await list(period)).body)).toEqual([auditActions.roleChanged]);
    const second = auditEventsAnswerSchema.parse((await list("?limit=1&offset=1")).json());
    expect(second).toMatchObject({ total: 3, events: [{ action: auditActions.roleChanged }] });
  });

  it("refuses an unknown action, a period that ends before it starts, reps and visitors", async () => {
    expect((await list("?action=user.teleported")).statusCode).toBe(400);
    const backwards = await list("?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z");
    expect(backwards.statusCode).toBe(400);
    expect(errorOf(backwards).code).toBe("validation_failed");
    const rep = await t.signIn({ email: "curious-rep@example.com" });
    expect((await list("", rep.headers)).statusCode).toBe(403);
    expect((await list("", {})).statusCode).toBe(401);
  });
});

describe("GET /api/admin/audit-events.csv", () => {
  it("downloads the filtered events, a spreadsheet formula defused", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `${auditApiPaths.csv}?action=${auditActions.signInFailed}`,
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="dugout-activity.csv"');
    const lines = response.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe("at,action,actor,actor_user_id,subject,subject_user_id,ip,user_agent_family,details");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`sign_in.failed,'=cmd|' /C calc'!A0,,'=cmd|' /C calc'!A0,`);
    expect(lines[1]).toContain(`"{""method"":""password"",""status"":401}"`);
  });
});

describe("npm run audit -- list", () => {
  const ctx = () =>
    ({
      config: t.config,
      database: t.database,
      auth: createAuth({ resolve: async () => null }),
    }) as unknown as AppContext;
  const run = (...args: string[]) => defined(findCommand("audit"), "the audit command").run(ctx(), { args });

  it("prints the events of the period, oldest first, one line each", async () => {
    const output = await run("list", "--since", "7d");
    const lines = output.split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^\S+Z {2}user\.role_changed {2}boss@example\.com {2}-> Casey\.Promoted@example\.com {2}from 192\.0\.2\.10 Firefox {2}role=admin previous_role=null$/,
    );
    expect(lines[1]).toContain("sign_in.failed");
    expect(await run("list", "--since", "30d", "--person", "casey")).toContain("sign_in.succeeded");
    expect(await run("list", "--since", "1h")).toMatch(/^No audit events since /);
  });

  it("explains its options", async () => {
    await expect(run("show")).rejects.toThrow("Usage: npm run audit list");
    await expect(run("list", "--since", "a week")).rejects.toThrow("--since takes a number and d, h or m");
    await expect(run("list", "--action", "nope")).rejects.toThrow("--action takes one of:");
  });
});
