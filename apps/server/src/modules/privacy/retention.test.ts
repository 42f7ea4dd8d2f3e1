import { sql } from "drizzle-orm";
import { rawRows, type Db } from "@dugout/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findCommand } from "../../commands";
import { loadConfig } from "../../config";
import type { AppContext } from "../../context";
import { createTestApp } from "../../test/harness";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { describeRetention, runRetention } from "./retention";
import { retentionQueue } from "./workers";

const now = new Date("2026-11-27T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

/** One row of every kind at `age` days old, each marked with `tag` where the table has a free text column. */
async function insertRowsAged(db: Db, age: number, tag: string): Promise<void> {
  const at = daysAgo(age);
  await db.execute(sql`insert into business_name_submissions (description, vibe, lead_email, created_at)
    values (${tag}, 50, ${`${tag}@example.com`}, ${at})`);
  await db.execute(sql`insert into business_names (submission_id, name, position, created_at)
    select id, ${tag}, 0, ${at} from business_name_submissions where description = ${tag}`);
  await db.execute(sql`insert into batting_cage_conversations (user_id, user_data, configuration, status, created_at)
    values (${tag}, '{}'::jsonb, '{}'::jsonb, 'ended', ${at})`);
  await db.execute(sql`insert into batting_cage_transcript_entries (conversation_id, position, role, text)
    select id, 0, 'user', ${tag} from batting_cage_conversations where user_id = ${tag}`);
  await db.execute(
    sql`insert into call_records (gong_call_id, rep, date, source) values (${tag}, ${tag}, ${at}, 'import')`,
  );
  await db.execute(
    sql`insert into identity_events (name, source, email, created_at) values ('email_sent', 'server', ${tag}, ${at})`,
  );
  await db.execute(
    sql`insert into audit_events (action, actor_label, subject_label, at) values ('user.role_changed', 'command line', ${tag}, ${at})`,
  );
  await db.execute(
    sql`insert into outbox_messages (channel, "to", text, created_at) values ('email', ${tag}, 'hi', ${at})`,
  );
  await db.execute(sql`insert into agent_responses (agent, user_email, responded_at) values ('eugene', ${tag}, ${at})`);
  await db.execute(
    sql`insert into agent_response_daily (agent, day, user_email, count) values ('eugene', ${at.slice(0, 10)}::date, ${tag}, 1)`,
  );
}

/** Which tags are left in each table. */
async function tagsLeft(db: Db) {
  const column = async (query: ReturnType<typeof sql>) =>
    (await rawRows<{ tag: string }>(db, query)).map((row) => row.tag).sort();
  return {
    submissions: await column(sql`select description as tag from business_name_submissions`),
    names: await column(sql`select name as tag from business_names`),
    practice: await column(sql`select user_id as tag from batting_cage_conversations`),
    transcripts: await column(sql`select text as tag from batting_cage_transcript_entries`),
    calls: await column(sql`select gong_call_id as tag from call_records`),
    signInEvents: await column(sql`select email as tag from identity_events where name = 'email_sent'`),
    auditEvents: await column(sql`select subject_label as tag from audit_events where action = 'user.role_changed'`),
    outbox: await column(sql`select "to" as tag from outbox_messages`),
    usage: await column(sql`select user_email as tag from agent_responses`),
    usageDaily: await column(sql`select user_email as tag from agent_response_daily`),
  };
}

describe("retention", () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(async () => {
    await testDatabase.drop();
  });

  it("deletes each kind past its own period, keeps the rest, and keeps a kind set to 0 forever", async () => {
    const { db } = testDatabase.database;
    // Ages chosen around the defaults: 90 days (sign-in events), 365 (leads, audit), 730 (practice, calls, usage).
    await insertRowsAged(db, 30, "d30");
    await insertRowsAged(db, 100, "d100");
    await insertRowsAged(db, 400, "d400");
    await insertRowsAged(db, 800, "d800");
    const config = loadConfig({ NODE_ENV: "test", RETAIN_USAGE_DAYS: "0" });

    const report = await runRetention(db, config, now);

    expect(report).toEqual({ leads: 2, practice: 1, calls: 1, signin_events: 6, usage: "kept", audit: 2 });
    expect(await tagsLeft(db)).toEqual({
      submissions: ["d100", "d30"],
      names: ["d100", "d30"],
      practice: ["d100", "d30", "d400"],
      transcripts: ["d100", "d30", "d400"],
      calls: ["d100", "d30", "d400"],
      signInEvents: ["d30"],
      auditEvents: ["d100", "d30"],
      outbox: ["d30"],
      usage: ["d100", "d30", "d400", "d800"],
      usageDaily: ["d100", "d30", "d400", "d800"],
    });
    expect(describeRetention(report)).toBe(
      "2 name-generator submissions, 1 practice calls, 1 sales calls, 6 sign-in events and outbox messages, agent usage rows kept forever, 2 audit events",
    );
    // A second pass finds nothing more: it is safe to run on every instance, and again.
    expect(await runRetention(db, config, now)).toEqual({
      leads: 0,
      practice: 0,
      calls: 0,
      signin_events: 0,
      usage: "kept",
      audit: 0,
    });
  });

  it("deletes in batches, so a backlog of years goes in short statements", async () => {
    const { db } = testDatabase.database;
    await db.execute(sql`insert into outbox_messages (channel, "to", text, created_at)
      select 'email', 'batch-' || n, 'hi', ${daysAgo(200)} from generate_series(1, 1201) as n`);
    const report = await runRetention(db, loadConfig({ NODE_ENV: "test" }), now);
    expect(report.signin_events).toBe(1201);
    expect(await rawRows(db, sql`select 1 from outbox_messages where "to" like 'batch-%'`)).toEqual([]);
  });

  it("expires the append-only audit trail through its own function, in batches too", async () => {
    const { db } = testDatabase.database;
    await db.execute(sql`insert into audit_events (action, actor_label, subject_label, at)
      select 'sign_in.failed', 'batch-' || n, 'batch-' || n, ${daysAgo(400)} from generate_series(1, 1201) as n`);
    await db.execute(
      sql`insert into audit_events (action, actor_label, at) values ('sign_in.failed', 'batch-recent', ${daysAgo(10)})`,
    );
    const report = await runRetention(db, loadConfig({ NODE_ENV: "test" }), now);
    expect(report.audit).toBe(1201);
    expect(await rawRows(db, sql`select actor_label from audit_events where actor_label like 'batch-%'`)).toEqual([
      { actor_label: "batch-recent" },
    ]);
  });

  it("runs now from the command line and says what it removed", async () => {
    const retention = findCommand("retention");
    const ctx = { config: loadConfig({ NODE_ENV: "test" }), database: testDatabase.database } as AppContext;
    await expect(retention?.run(ctx, { args: [] })).rejects.toThrow("Usage: npm run retention -- run");
    await insertRowsAged(testDatabase.database.db, 3000, "ancient");
    expect(await retention?.run(ctx, { args: ["run"] })).toBe(
      "Retention: removed 1 name-generator submissions, 1 practice calls, 1 sales calls, 2 sign-in events and outbox messages, 2 agent usage rows, 1 audit events.",
    );
    // The pass is on the record, after what it removed (so it never removes its own event).
    const [run] = await rawRows<{ actor_label: string; details: { removed: Record<string, number> } }>(
      testDatabase.database.db,
      sql`select actor_label, details from audit_events where action = 'retention.ran'`,
    );
    expect(run).toMatchObject({ actor_label: "command line", details: { removed: { leads: 1, audit: 1 } } });
  });
});

describe("the daily retention job", () => {
  it("is queued once however many instances start, a few minutes after the first boot", async () => {
    const first = await createTestApp();
    const second = await createTestApp({ shareDatabaseWith: first });
    try {
      const waitForJob = async () => {
        for (let attempt = 0; attempt < 100; attempt++) {
          // The queue starts after the app is ready: its tables may not exist yet.
          const rows = await rawRows<{ seconds: number }>(
            first.database.db,
            sql`select extract(epoch from start_after - created_on)::int as seconds from pgboss.job where name = ${retentionQueue}`,
          ).catch(() => []);
          if (rows.length > 0) return rows;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return [];
      };
      const jobs = await waitForJob();
      expect(jobs).toHaveLength(1);
      expect(jobs[0]?.seconds).toBeGreaterThanOrEqual(590);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
