import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDb } from "@dugout/db";
import { buildApp } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/config";
import { ensureTestUser } from "../../apps/server/src/test/user-fixtures";
import { fmt, percentile, productionEnv } from "./_lib";

/**
 * The manager's Assignments page (docs/requirements/batting-cage.md#assignments): GET /api/batting_cage/assignments
 * with 200 reps × 20 assignments (4,000 assignee rows, each with its progress and status derived in SQL) on
 * PostgreSQL, over a table of practice calls: 3 scored calls per rep per assigned scenario (12,000) and 40,000
 * calls of the default scenario around them. Budget: p95 ≤ 100 ms (docs/decisions/0040-practice-scenarios-and-assignments.md).
 * The app runs in this process and is called through `inject` (handler, query, response validation and
 * serialisation; no network), after a warm-up.
 */

const reps = 200;
const assignmentCount = 20;
const callsPerRepPerScenario = 3;
const otherCalls = 40_000;
const samples = 60;
const budgetMs = 100;

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function seed(pool: pg.Pool): Promise<void> {
  await pool.query(
    `insert into users (name, email, email_verified)
     select 'Bench Rep ' || n, 'bench-rep-' || n || '@example.com', true from generate_series(1, $1) n`,
    [reps],
  );
  await pool.query(
    `insert into batting_cage_scenarios (created_at)
    select now() - interval '60 days' + n * interval '1 minute' from generate_series(1, $1) n`,
    [assignmentCount],
  );
  const configuration = `'{"id":null,"customer_type":"Switcher","objection":"x","business_name":"Bench Bakery","employee_count":"1-5","business_type":"Bakery","payroll_provider":"ADP","personality_type":"Analytical","custom_instructions":""}'::jsonb`;
  await pool.query(`insert into batting_cage_configurations (scenario_id, name, difficulty, categories)
    select id, 'Bench scenario', 'medium', '["discovery_depth_score","objection_responding_score"]'::jsonb
    from batting_cage_scenarios`);
  // Every bench scenario is assigned to every rep; the default scenario (the migration's, oldest) is not.
  await pool.query(`insert into batting_cage_assignments (scenario_id, categories, goal_calls, goal_min_score, due_at, created_at)
    select id, '["discovery_depth_score","objection_responding_score"]'::jsonb, 3, 70,
           now() + (row_number() over (order by created_at) - 10) * interval '1 day', now() - interval '30 days'
    from batting_cage_scenarios
    where id <> (select id from batting_cage_scenarios order by created_at, id limit 1)`);
  await pool.query(`insert into batting_cage_assignees (assignment_id, user_id)
    select a.id, u.id::text from batting_cage_assignments a cross join users u`);
  // Each rep's calls of each assigned scenario, since the assignment, scored between 50 and 95.
  await pool.query(
    `insert into batting_cage_conversations (user_id, user_data, configuration, scenario_id, status, created_at, ended_at)
     select u.id::text, '{"name":{"first_name":null,"last_name":null},"providers":[]}'::jsonb, ${configuration},
            a.scenario_id, 'ended', now() - interval '20 days' + k * interval '1 day', now() - interval '20 days'
     from batting_cage_assignments a cross join users u cross join generate_series(1, $1) k`,
    [callsPerRepPerScenario],
  );
  await pool.query(
    `insert into batting_cage_conversations (user_id, user_data, configuration, scenario_id, status, created_at)
     select (select id::text from users order by email offset (n % $2) limit 1),
            '{"name":{"first_name":null,"last_name":null},"providers":[]}'::jsonb, ${configuration},
            (select id from batting_cage_scenarios order by created_at, id limit 1), 'ended',
            now() - n * interval '1 minute'
     from generate_series(1, $1) n`,
    [otherCalls, reps],
  );
  await pool.query(`insert into batting_cage_practice_scores (conversation_id, status, total, categories, scored_at)
    select id, 'scored', 70,
           jsonb_build_object('discovery_depth_score', 50 + (abs(hashtext(id::text)) % 46),
                              'objection_responding_score', 50 + (abs(hashtext(id::text || 'r')) % 46),
                              'objection_probing_score', 50 + (abs(hashtext(id::text || 'p')) % 46)),
           now()
    from batting_cage_conversations`);
  await pool.query("analyze");
}

export async function run(): Promise<void> {
  const base = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const name = `dugout_bench_coach_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = databaseUrl(base, name);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const database = await createDb({ url, poolSize: 4 });
    await database.migrate();
    const seeding = performance.now();
    await seed(pool);
    console.log(
      `seeded ${reps} reps × ${assignmentCount} assignments in ${fmt((performance.now() - seeding) / 1000)} s`,
    );
    const app = await buildApp({
      config: loadConfig({
        ...productionEnv,
        LOG_LEVEL: "silent",
        DATABASE_URL: url,
        APP_BASE_URL: "http://localhost:3000",
        JOBS_DISABLE_WORKERS: "true",
      }),
      database,
    });
    await app.ready();
    try {
      const { id } = await ensureTestUser(database.db, {
        email: "bench-admin@example.com",
        name: "Bench",
        role: "admin",
      });
      const headers = { cookie: (await app.identity.issueSession(id)).cookie };
      const call = async () => {
        const started = performance.now();
        const response = await app.inject({ method: "GET", url: "/api/batting_cage/assignments", headers });
        const ms = performance.now() - started;
        if (response.statusCode !== 200)
          throw new Error(`answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
        return {
          ms,
          bytes: response.rawPayload.length,
          body: response.json<{ assignments: { counts: Record<string, number> }[] }>(),
        };
      };
      const first = await call();
      const assignees = first.body.assignments.reduce((sum, each) => sum + (each.counts["assignees"] ?? 0), 0);
      const met = first.body.assignments.reduce((sum, each) => sum + (each.counts["met"] ?? 0), 0);
      console.log(
        `${first.body.assignments.length} assignments, ${assignees} assignee rows (${met} met), ${fmt(first.bytes / 1024)} KiB of JSON`,
      );
      for (let warm = 0; warm < 5; warm++) await call();
      const times: number[] = [];
      for (let sample = 0; sample < samples; sample++) times.push((await call()).ms);
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      console.log(
        `GET /api/batting_cage/assignments: p50 ${fmt(percentile(times, 50))} ms, p95 ${fmt(p95)} ms over ${samples} requests (budget p95 ≤ ${budgetMs} ms: ${p95 <= budgetMs ? "met" : "MISSED"})`,
      );
    } finally {
      await app.close();
      await database.close();
    }
  } finally {
    await pool.end();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}
