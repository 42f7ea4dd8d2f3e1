import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import {
  battingCageConstants,
  resolveBattingCageConfiguration,
  type ConversationPatchBody,
  type TranscriptEntry,
} from "@dugout/contracts/batting-cage";
import { createDb } from "@dugout/db";
import { benchAdminCookie, benchRepHeaders, fmt, freePort, percentile, startServer, stop, waitFor } from "./_lib";

/**
 * Batting cage autosave (docs/decisions/0009-batting-cage-autosave-and-sessions.md):
 * 1. bytes uploaded by autosave over a simulated 12-minute call, incremental appends against
 *    the original whole-transcript PATCH every 5 s (the baseline, same call);
 * 2. latency of autosave PATCHes with 200 concurrent practice calls on PostgreSQL (own fresh
 *    database, the real server over HTTP), incremental against whole-transcript bodies;
 * 3. the report query (this month) with a million conversations in the table.
 */

const callMinutes = 12;
const sessions = 200;

/** A deterministic call: a turn every 6-10 s, the salesperson shorter than the customer. */
function simulatedCall(): { atMs: number; entry: TranscriptEntry }[] {
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const words =
    "payroll taxes employees switch provider monthly fee direct deposit onboarding support contract quarter".split(" ");
  const sentence = (length: number) =>
    Array.from({ length }, () => words[Math.floor(random() * words.length)]).join(" ");
  const turns: { atMs: number; entry: TranscriptEntry }[] = [];
  let atMs = 2000;
  for (let index = 0; atMs < callMinutes * 60_000; index++) {
    const role = index % 2 === 0 ? "user" : "assistant";
    turns.push({ atMs, entry: { role, text: `${sentence(role === "user" ? 14 : 24)}.` } });
    atMs += 6000 + Math.floor(random() * 4000);
  }
  return turns;
}

/** The PATCH bodies each strategy sends over the call, tick by tick, ending with the final save. */
function autosaveBodies(
  turns: { atMs: number; entry: TranscriptEntry }[],
  incremental: boolean,
): ConversationPatchBody[][] {
  const ticks: ConversationPatchBody[][] = [];
  let stored = 0;
  const interval = battingCageConstants.autosaveIntervalMs;
  const end = { ended_at: new Date(callMinutes * 60_000).toISOString(), duration_ms: callMinutes * 60_000 };
  for (let at = interval; at <= callMinutes * 60_000; at += interval) {
    const transcript = turns.filter((turn) => turn.atMs <= at).map((turn) => turn.entry);
    if (transcript.length === 0) continue;
    if (!incremental) {
      ticks.push([{ transcript }]); // the whole-transcript autosave docs/requirements/batting-cage.md#autosave replaced: every 5 s while the transcript is non-empty
    } else if (transcript.length > stored) {
      ticks.push([{ append: { from_index: stored, entries: transcript.slice(stored) } }]);
      stored = transcript.length;
    } else {
      ticks.push([]);
    }
  }
  const all = turns.map((turn) => turn.entry);
  ticks.push([
    incremental ? { append: { from_index: stored, entries: all.slice(stored) }, ...end } : { transcript: all, ...end },
  ]);
  return ticks;
}

const bytesOf = (bodies: ConversationPatchBody[][]) =>
  bodies.flat().reduce((sum, body) => sum + Buffer.byteLength(JSON.stringify(body)), 0);

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function insertConversations(pool: pg.Pool, userId: string, count: number): Promise<string[]> {
  const configuration = JSON.stringify(resolveBattingCageConfiguration(null));
  const userData = JSON.stringify({ user_id: userId, name: { first_name: "Bench", last_name: "Rep" }, providers: [] });
  const result = await pool.query<{ id: string }>(
    `insert into batting_cage_conversations (user_id, user_data, configuration)
     select $1, $2::jsonb, $3::jsonb from generate_series(1, $4) returning id`,
    [userId, userData, configuration, count],
  );
  return result.rows.map((row) => row.id);
}

/** The transcript of the call at each autosave tick (every 5 s). */
function transcriptsByTick(turns: { atMs: number; entry: TranscriptEntry }[]): TranscriptEntry[][] {
  const ticks: TranscriptEntry[][] = [];
  for (
    let at = battingCageConstants.autosaveIntervalMs;
    at <= callMinutes * 60_000;
    at += battingCageConstants.autosaveIntervalMs
  ) {
    ticks.push(turns.filter((turn) => turn.atMs <= at).map((turn) => turn.entry));
  }
  return ticks;
}

/** What one session sends at tick k: nothing, an append of what is new, or the whole transcript. */
function bodyAt(
  ticks: TranscriptEntry[][],
  k: number,
  strategy: "incremental" | "whole" | "healthz",
): ConversationPatchBody | null {
  const now = ticks[k] ?? [];
  const before = ticks[k - 1] ?? [];
  if (now.length === 0) return null;
  if (strategy === "whole") return { transcript: now };
  if (now.length === before.length) return null;
  return { append: { from_index: before.length, entries: now.slice(before.length) } };
}

/**
 * 200 calls autosave at once, each caught at a different point of its call (a steady state of
 * calls started at different times): session i starts at tick i mod the call's length, with the
 * transcript up to there already stored, and sends `ticksPerSession` autosaves, its next one a
 * tick after the previous answered, as the page does. `tickMs` compresses the 5 s interval.
 * "healthz" sends GET /healthz on the same schedule: the machine's baseline under this load.
 */
async function concurrentAutosave(
  origin: string,
  headers: Record<string, string>,
  pool: pg.Pool,
  userId: string,
  ticks: TranscriptEntry[][],
  strategy: "incremental" | "whole" | "healthz",
  tickMs: number,
  ticksPerSession: number,
): Promise<{ times: number[]; failures: number; seconds: number }> {
  const ids = await insertConversations(pool, userId, sessions);
  const starts = ids.map((_, index) => 1 + ((index * 7) % (ticks.length - ticksPerSession - 1)));
  // Each call already holds its transcript up to the tick before its first autosave here.
  await pool.query(
    `insert into batting_cage_transcript_entries (conversation_id, position, role, text)
     select (x->>'id')::uuid, (x->>'position')::int, x->>'role', x->>'text' from jsonb_array_elements($1::jsonb) x`,
    [
      JSON.stringify(
        ids.flatMap((id, index) =>
          (ticks[(starts[index] ?? 1) - 1] ?? []).map((entry, position) => ({ id, position, ...entry })),
        ),
      ),
    ],
  );
  await pool.query(
    `update batting_cage_conversations c set transcript_length = n.count
     from (select conversation_id, count(*)::int as count from batting_cage_transcript_entries group by conversation_id) n
     where n.conversation_id = c.id`,
  );
  const times: number[] = [];
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    ids.map(async (id, index) => {
      await new Promise((resolve) => setTimeout(resolve, (index * tickMs) / ids.length));
      const first = starts[index] ?? 1;
      for (let k = first; k < first + ticksPerSession; k++) {
        const tickStart = performance.now();
        const body = strategy === "healthz" ? null : bodyAt(ticks, k, strategy);
        if (strategy === "healthz" || body) {
          const sent = performance.now();
          const response =
            strategy === "healthz"
              ? await fetch(`${origin}/healthz`)
              : await fetch(`${origin}/batting_cage_conversations/${id}`, {
                  method: "PATCH",
                  headers,
                  body: JSON.stringify(body),
                });
          await response.arrayBuffer();
          times.push(performance.now() - sent);
          if (!response.ok) failures++;
        }
        const wait = tickMs - (performance.now() - tickStart);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }),
  );
  return { times: times.sort((a, b) => a - b), failures, seconds: (performance.now() - started) / 1000 };
}

export async function run(): Promise<void> {
  const turns = simulatedCall();
  const incremental = autosaveBodies(turns, true);
  const whole = autosaveBodies(turns, false);
  const incrementalBytes = bytesOf(incremental);
  const wholeBytes = bytesOf(whole);
  console.log(
    `simulated ${callMinutes}-minute call: ${turns.length} transcript entries, ${fmt(Buffer.byteLength(JSON.stringify(turns.map((turn) => turn.entry))) / 1024)} KiB of transcript`,
  );
  console.log(
    `autosave upload, whole transcript every 5 s (original baseline): ${fmt(wholeBytes / 1024)} KiB in ${whole.flat().length} PATCHes; incremental appends: ${fmt(incrementalBytes / 1024)} KiB in ${incremental.flat().length} PATCHes`,
  );
  console.log(
    `incremental / whole: ${fmt((incrementalBytes / wholeBytes) * 100, 2)}% (${fmt(wholeBytes / incrementalBytes)}x fewer bytes)`,
  );

  const base = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const name = `dugout_bench_bc_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = databaseUrl(base, name);
  const dataDir = mkdtempSync(join(tmpdir(), "dugout-bench-bc-"));
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  let server: ReturnType<typeof startServer> | undefined;
  try {
    const migrated = await createDb({ url, poolSize: 1 });
    await migrated.migrate();
    await migrated.close();
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const { headers, userId } = await benchRepHeaders(url, origin);
    server = startServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      APP_BASE_URL: origin,
      JOBS_DISABLE_WORKERS: "true",
    });
    await waitFor(`http://127.0.0.1:${port}/readyz`);

    // The page's own interval (5 s): 200 calls send up to 40 PATCHes/s. Absolute times depend
    // on the machine's load (other processes share it): compare with the /healthz baseline
    // measured on the same schedule just before.
    const tickMs = battingCageConstants.autosaveIntervalMs;
    const ticksPerSession = 6;
    const byTick = transcriptsByTick(turns);
    const p99: Record<string, number> = {};
    for (const strategy of ["healthz", "incremental", "whole"] as const) {
      const result = await concurrentAutosave(origin, headers, pool, userId, byTick, strategy, tickMs, ticksPerSession);
      p99[strategy] = percentile(result.times, 99);
      const label = {
        healthz: "GET /healthz (baseline)",
        incremental: "incremental append PATCHes",
        whole: "whole-transcript PATCHes",
      }[strategy];
      console.log(
        `${sessions} concurrent calls on PostgreSQL, ${label}: ${result.times.length} requests in ${fmt(result.seconds)} s, p50 ${fmt(percentile(result.times, 50))} ms, p99 ${fmt(percentile(result.times, 99))} ms, max ${fmt(result.times.at(-1) ?? 0)} ms, ${result.failures} failed`,
      );
    }
    console.log(
      `autosave p99 / healthz p99 on the same schedule: incremental ${fmt((p99.incremental ?? 0) / (p99.healthz ?? 1), 2)}, whole transcript ${fmt((p99.whole ?? 0) / (p99.healthz ?? 1), 2)}`,
    );

    // A million conversations spread over two years: the report must not scan them all.
    const rows = 1_000_000;
    const seeded = performance.now();
    const configuration = JSON.stringify(resolveBattingCageConfiguration(null));
    await pool.query(
      `insert into batting_cage_conversations (user_id, user_data, configuration, status, created_at, ended_at, duration_ms)
       select $1, '{"name":{"first_name":"Bench","last_name":"Rep"},"providers":[]}'::jsonb, $2::jsonb, 'ended', t, t + interval '11 minutes', 600000 + (g % 180000)
       from generate_series(1, $3) g, lateral (select now() - (g::double precision / $3) * interval '730 days' as t) x`,
      [userId, configuration, rows],
    );
    await pool.query("vacuum analyze batting_cage_conversations");
    console.log(`seeded ${fmt(rows, 0)} conversations in ${fmt((performance.now() - seeded) / 1000)} s`);
    const adminSession = await benchAdminCookie(url, origin);
    for (const range of ["today", "this_week", "this_month"]) {
      const times: number[] = [];
      let total = 0;
      for (let index = 0; index < 30; index++) {
        const sent = performance.now();
        const response = await fetch(
          `${origin}/batting_cage_conversations/report_data?range=${range}&tz=America/New_York`,
          { headers: { cookie: adminSession } },
        );
        total = ((await response.json()) as { totalSessions: number }).totalSessions;
        times.push(performance.now() - sent);
      }
      times.sort((a, b) => a - b);
      console.log(
        `report_data ${range} over ${fmt(rows, 0)} conversations (${fmt(total, 0)} in range, list capped at 500): p50 ${fmt(percentile(times, 50))} ms, p95 ${fmt(percentile(times, 95))} ms`,
      );
    }
    const plan = await pool.query<{ "QUERY PLAN": string }>(
      "explain select count(*), avg(duration_ms) from batting_cage_conversations where created_at >= now() - interval '30 days' and created_at < now()",
    );
    console.log(
      `report totals plan: ${plan.rows.map((row) => row["QUERY PLAN"].trim()).find((line) => /Scan/.test(line)) ?? "?"}`,
    );
  } finally {
    if (server) await stop(server);
    await pool.end();
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}
