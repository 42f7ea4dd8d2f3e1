import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditActions } from "@dugout/contracts/audit";
import { defined } from "@dugout/contracts/defined";
import { rawRows } from "@dugout/db";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { expireAuditEvents, scrubAuditEvents } from "./maintenance";
import { recordAudit } from "./record";

/**
 * The audit trail is append-only (docs/deploy.md#the-audit-trail-is-append-only): on both databases a trigger
 * refuses UPDATE, DELETE and TRUNCATE except through the scrub (erasure) and expire (retention) functions; on
 * PostgreSQL an app role without UPDATE and DELETE on the table still writes events and runs both functions.
 */
let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(async () => {
  await testDatabase.drop();
});

const db = () => testDatabase.database.db;

/** The database's own message, under drizzle's "Failed query" wrapper. */
async function refusal(attempt: Promise<unknown>): Promise<string> {
  const error: unknown = await attempt.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  if (!(error instanceof Error)) throw new Error("the statement was not refused");
  return error.cause instanceof Error ? error.cause.message : error.message;
}
const labels = async () =>
  (await rawRows<{ actor_label: string }>(db(), sql`select actor_label from audit_events order by actor_label`)).map(
    (row) => row.actor_label,
  );

describe("the append-only trail", () => {
  it("takes new events, and refuses to change or delete them, or to empty the table", async () => {
    await recordAudit(db(), { action: auditActions.signInFailed, actor: { label: "kept@example.com" } });
    for (const statement of [
      sql`update audit_events set actor_label = 'forged'`,
      sql`delete from audit_events`,
      sql`truncate audit_events`,
    ]) {
      expect(await refusal(db().execute(statement))).toMatch(/audit_events is append-only/);
    }
    expect(await labels()).toEqual(["kept@example.com"]);
  });

  it("refuses a change after a scrub in the same transaction: the scrub opens the table for its own statement only", async () => {
    const attempt = db().transaction(async (tx) => {
      await scrubAuditEvents(tx, { userId: null, identifiers: ["nobody@example.com"] });
      await tx.execute(sql`delete from audit_events`);
    });
    expect(await refusal(attempt)).toMatch(/audit_events is append-only: DELETE is refused/);
    expect(await labels()).toEqual(["kept@example.com"]);
  });

  it("lets erasure scrub a person and retention expire old events", async () => {
    await recordAudit(db(), {
      action: auditActions.roleChanged,
      actor: { label: "Gone@Example.com" },
      subject: { label: "someone@example.com" },
      client: { ip: "192.0.2.1", userAgentFamily: "Firefox" },
    });
    expect(await scrubAuditEvents(db(), { userId: null, identifiers: ["gone@example.com"] })).toBe(1);
    const [scrubbed] = await rawRows<Record<string, unknown>>(
      db(),
      sql`select actor_label, subject_label, ip, user_agent_family from audit_events where action = 'user.role_changed'`,
    );
    expect(scrubbed).toEqual({
      actor_label: "erased",
      subject_label: "someone@example.com",
      ip: null,
      user_agent_family: null,
    });
    await recordAudit(db(), {
      action: auditActions.signInFailed,
      actor: { label: "old@example.com" },
      at: new Date("2020-01-01T00:00:00Z"),
    });
    expect(await expireAuditEvents(db(), new Date("2021-01-01T00:00:00Z"), 500)).toBe(1);
    expect(await labels()).toEqual(["erased", "kept@example.com"]);
  });
});

describe.runIf(process.env.DUGOUT_TEST_DB === "postgres")(
  "the app's role without UPDATE and DELETE (PostgreSQL)",
  () => {
    it("writes events and runs the scrub and expire functions, and is refused any other change", async () => {
      const role = `dugout_audit_app_${randomBytes(4).toString("hex")}`;
      const client = new pg.Client({ connectionString: defined(testDatabase.url, "the test database's URL") });
      await client.connect();
      try {
        // The grant of docs/deploy.md, for a role that does not own the table.
        await client.query(`create role ${role} nologin`);
        await client.query(`grant usage on schema public to ${role}`);
        await client.query(`grant select, insert on audit_events to ${role}`);
        await client.query(`revoke update, delete, truncate on audit_events from ${role}`);
        await client.query("begin");
        await client.query(`set local role ${role}`);
        await client.query(
          `insert into audit_events (action, actor_label) values ('sign_in.failed', 'as-app@example.com')`,
        );
        await client.query("savepoint before_update");
        await expect(client.query(`update audit_events set actor_label = 'forged'`)).rejects.toThrow(
          /permission denied/,
        );
        await client.query("rollback to savepoint before_update");
        await expect(client.query(`delete from audit_events`)).rejects.toThrow(/permission denied/);
        await client.query("rollback to savepoint before_update");
        const scrub = await client.query(`select audit_events_scrub(null, array['as-app@example.com']) as changed`);
        expect(scrub.rows).toEqual([{ changed: 1 }]);
        const expire = await client.query(`select audit_events_expire(now() + interval '1 day', 500) as removed`);
        expect((expire.rows[0] as { removed: number }).removed).toBeGreaterThan(0);
        await client.query("rollback");
      } finally {
        await client.query("rollback").catch(() => undefined);
        await client.query(`drop owned by ${role}`).catch(() => undefined);
        await client.query(`drop role if exists ${role}`);
        await client.end();
      }
    });
  },
);
