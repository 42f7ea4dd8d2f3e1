import { sql } from "drizzle-orm";
import { scenarioDraftResponseSchema } from "@dugout/contracts/coaching";
import { scoredRealCalls } from "../../apps/server/src/modules/coaching/real-calls";
import { mineObjectionsOffline } from "../../apps/server/src/modules/coaching/objection-mining";
import { draftScenario } from "../../apps/server/src/modules/coaching/scenario-draft";
import { weakSpots } from "../../apps/server/src/modules/coaching/weak-spots";
import { demoCalls } from "../../apps/server/src/modules/scoring/demo-calls";
import { insertCalls } from "../../apps/server/src/modules/scoring/repository";
import { createTestApp } from "../../apps/server/src/test/harness";
import { fmt, percentile } from "./_lib";

/**
 * Drafting a scenario from a rep's real calls, offline (docs/requirements/coaching.md#constants: p95 ≤ 500 ms for
 * a rep with 200 scored calls): GET /api/coaching/scenario_draft through the real app (session, validation, the
 * rep's calls with their transcripts and evidence, weak spots, objection mining, the draft, the answer's schema),
 * with 2,000 demo calls of other reps beside them (and, on PostgreSQL, 1,000,000 plain ones: the email index of ADR
 * 0041 is what keeps the rep's calls a short read). The baseline, in the same run on the same calls: the pure part alone
 * (weak spots, mining and the draft on calls already in memory), which is what the query adds to. On PGlite, and
 * on PostgreSQL when TEST_DATABASE_URL (or DATABASE_URL) is set.
 */

const runs = Number(process.env.BENCH_COACHING_RUNS ?? 50);
const repCalls = 200;
const otherCalls = 2_000;
/** On PostgreSQL, a deployment's worth of other reps' calls beside them (plain rows, generated in SQL). */
const postgresBulkCalls = Number(process.env.BENCH_COACHING_BULK ?? 1_000_000);

const row = (label: string, values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  console.log(`${label.padEnd(60)} p50 ${fmt(percentile(sorted, 50))} ms  p95 ${fmt(percentile(sorted, 95))} ms`);
};

async function benchOn(engine: "PGlite" | "PostgreSQL"): Promise<void> {
  const t = await createTestApp({ env: { NODE_ENV: "test", SCORING_ENGINE: "heuristic" } });
  try {
    const admin = await t.signIn({ role: "admin" });
    const rep = await t.signIn({ role: "rep", email: "bench.rep@example.com", name: "Bench Rep" });
    const now = new Date();
    // Every call inside the last 180 days; the rep's carry transcripts and the heuristic's evidence.
    const mine = demoCalls(repCalls, now, 41).map((call, index) => ({
      ...call,
      gongCallId: `bench-rep-${index}`,
      rep: "Bench Rep",
      userEmail: index % 3 ? "bench.rep@example.com" : " Bench.Rep@Example.com ",
      score: call.score ?? 50,
      transcript: call.transcript ?? "Bench (Rep): Hello.\nDana (Prospect): Hi.",
    }));
    const others = demoCalls(otherCalls, now, 42).map((call, index) => ({
      ...call,
      gongCallId: `bench-other-${index}`,
    }));
    for (let start = 0; start < others.length; start += 500)
      await insertCalls(t.database.db, others.slice(start, start + 500));
    await insertCalls(t.database.db, mine);
    const bulk = engine === "PostgreSQL" ? postgresBulkCalls : 0;
    if (bulk > 0) {
      await t.database.db.execute(sql`
        insert into call_records (gong_call_id, rep, user_email, company_name, date, score, discovery_depth_score,
          transcript, source, scored_at, scored_by)
        select 'bulk-' || g, 'Rep ' || (g % 500), 'rep' || (g % 500) || '@example.com', 'Acme', now() - (g % 180) * interval '1 day',
          50, 50, repeat('Dana (Prospect): It is too expensive. ', 40), 'import', now(), 'import'
        from generate_series(1, ${bulk}) g`);
      // Settled first, as a deployment's table is: the autovacuum a million fresh rows set off would run during the runs.
      await t.database.db.execute(sql`vacuum analyze call_records`);
    }

    const to = now.toISOString().slice(0, 10);
    const from = new Date(now.getTime() - 200 * 86_400_000).toISOString().slice(0, 10);
    const url = `/api/coaching/scenario_draft?user_id=${rep.user.id}&from=${from}&to=${to}&tz=UTC`;
    const first = await t.app.inject({ method: "GET", url, headers: admin.headers });
    if (first.statusCode !== 200) throw new Error(`draft answered ${first.statusCode}: ${first.body.slice(0, 200)}`);
    const answer = scenarioDraftResponseSchema.parse(first.json());
    if (answer.real_calls !== repCalls)
      throw new Error(`expected ${repCalls} calls, the draft read ${answer.real_calls}`);

    const calls = await scoredRealCalls(t.database.db, "bench.rep@example.com", { from, to, tz: "UTC" });
    const direct: number[] = [];
    const read: number[] = [];
    const route: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const weak = weakSpots(calls);
      draftScenario("Bench Rep", weak, mineObjectionsOffline(calls.map((call) => call.transcript)));
      direct.push(performance.now() - started);

      const reading = performance.now();
      await scoredRealCalls(t.database.db, "bench.rep@example.com", { from, to, tz: "UTC" });
      read.push(performance.now() - reading);

      const requested = performance.now();
      const response = await t.app.inject({ method: "GET", url, headers: admin.headers });
      route.push(performance.now() - requested);
      if (response.statusCode !== 200) throw new Error(`draft answered ${response.statusCode}`);
    }
    console.log(
      `${engine}: a rep with ${repCalls} scored calls (${answer.objections.reduce((sum, entry) => sum + entry.count, 0)} objections mined) among ${(otherCalls + bulk).toLocaleString("en-US")} others, ${runs} runs:`,
    );
    row("baseline: weak spots, mining and draft on calls in memory", direct);
    row("the rep's calls read alone (the route's query)", read);
    row("GET /api/coaching/scenario_draft (offline)", route);
  } finally {
    await t.close();
  }
}

export async function run(): Promise<void> {
  await benchOn("PGlite");
  const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) {
    console.log("PostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL)");
    return;
  }
  const saved = { db: process.env.DUGOUT_TEST_DB, url: process.env.TEST_DATABASE_URL };
  process.env.DUGOUT_TEST_DB = "postgres";
  process.env.TEST_DATABASE_URL = url;
  try {
    await benchOn("PostgreSQL");
  } finally {
    if (saved.db === undefined) delete process.env.DUGOUT_TEST_DB;
    else process.env.DUGOUT_TEST_DB = saved.db;
    if (saved.url === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = saved.url;
  }
}
