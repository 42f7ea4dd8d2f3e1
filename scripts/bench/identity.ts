import { createDb } from "@dugout/db";
import { buildApp } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/config";
import { ensureTestUser } from "../../apps/server/src/test/user-fixtures";
import type { App } from "../../apps/server/src/context";
import { fmt, percentile, productionEnv } from "./_lib";

/**
 * What identity costs per request, in-process (inject) on an in-memory PGlite: a signed-in
 * GET /api/me (session lookup through Better Auth) and the password strength check, against
 * GET /healthz measured in the same run. Prints mean and p95 in ms and the ratio to the baseline.
 * Then the worst GET /healthz latency while four hostile 256-character strength checks run, against
 * the worst idle latency: a strength check that held the event loop would show here.
 */
const runs = Number(process.env.BENCH_IDENTITY_RUNS ?? 300);

async function measure(label: string, call: () => Promise<unknown>, baseline?: number): Promise<number> {
  for (let index = 0; index < 20; index += 1) await call(); // warm-up
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  const ratio = baseline ? `, ${fmt(mean / baseline)}x /healthz` : "";
  console.log(`${label}: mean ${fmt(mean, 2)} ms, p95 ${fmt(percentile(times, 95), 2)} ms${ratio}`);
  return mean;
}

/** 256 printable characters with no repeats nearby, one of the costliest inputs for zxcvbn's matchers. */
const hostilePassword = (seed: number) =>
  Array.from({ length: 256 }, (_, index) => String.fromCharCode(33 + ((index * 7919 + seed) % 94))).join("");

/**
 * The worst latency of sequential calls, each timed from when it is ready to go, through one turn of
 * the event loop (as a request arriving from the network would wait), to its answer. The turn also
 * lets other work (the database's queries) run between calls.
 */
async function worstLatency(call: () => Promise<unknown>, until: () => boolean, minimumCalls: number): Promise<number> {
  let worst = 0;
  for (let calls = 0; calls < minimumCalls || !until(); calls += 1) {
    const started = performance.now();
    await new Promise((resolve) => setImmediate(resolve));
    await call();
    worst = Math.max(worst, performance.now() - started);
  }
  return worst;
}

async function healthzUnderHostileChecks(app: App): Promise<void> {
  const healthz = () => app.inject({ method: "GET", url: "/healthz" });
  const idle = await worstLatency(healthz, () => true, 200);
  const started = performance.now();
  let pending = 4;
  const checks = Array.from({ length: 4 }, (_, index) =>
    app
      .inject({
        method: "POST",
        url: "/api/auth/dugout/passwords/strength",
        remoteAddress: `10.2.0.${index + 1}`,
        headers: { "content-type": "application/json" },
        payload: { password: hostilePassword(index) },
      })
      .finally(() => (pending -= 1)),
  );
  const loaded = await worstLatency(healthz, () => pending === 0, 1);
  const statuses = (await Promise.all(checks)).map((response) => response.statusCode);
  const total = performance.now() - started;
  console.log(
    `worst GET /healthz during 4 hostile 256-character strength checks: ${fmt(loaded, 1)} ms ` +
      `(idle worst ${fmt(idle, 1)} ms, ${fmt(loaded / idle)}x); the checks took ${fmt(total, 0)} ms ` +
      `(statuses ${statuses.join(", ")})`,
  );
}

export async function run(): Promise<void> {
  const database = await createDb();
  await database.migrate();
  const app = await buildApp({
    config: loadConfig({
      ...productionEnv,
      LOG_LEVEL: "silent",
      APP_BASE_URL: "http://localhost:3000",
      JOBS_DISABLE_WORKERS: "true",
    }),
    database,
  });
  await app.ready();
  try {
    const { id } = await ensureTestUser(database.db, { email: "bench@example.com", name: "Bench Rep" });
    const { cookie } = await app.identity.issueSession(id);
    const baseline = await measure("GET /healthz (baseline)", () => app.inject({ method: "GET", url: "/healthz" }));
    await measure(
      "GET /api/me signed in",
      () => app.inject({ method: "GET", url: "/api/me", headers: { cookie } }),
      baseline,
    );
    await measure("GET /api/me anonymous", () => app.inject({ method: "GET", url: "/api/me" }), baseline);
    let counter = 0;
    await measure(
      "POST /api/auth/dugout/passwords/strength",
      () =>
        app.inject({
          method: "POST",
          url: "/api/auth/dugout/passwords/strength",
          // A fresh client address per call keeps the per-IP limit out of the figure.
          remoteAddress: `10.1.${Math.floor(counter / 250) % 250}.${counter++ % 250}`,
          headers: { "content-type": "application/json" },
          payload: { password: `violet-harbour-${counter}-trumpet` },
        }),
      baseline,
    );
    await healthzUnderHostileChecks(app);
  } finally {
    await app.close();
    await database.close();
  }
}
