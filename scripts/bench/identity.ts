import { createDb } from "@dugout/db";
import { buildApp } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/config";
import { fmt, percentile, productionEnv } from "./_lib";

/**
 * What identity costs per request, in-process (inject) on an in-memory PGlite: a signed-in
 * GET /api/me (session lookup through Better Auth) and the password strength check, against
 * GET /healthz measured in the same run. Prints mean and p95 in ms and the ratio to the baseline.
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
    const { id } = await app.identity.users.ensure({ email: "bench@example.com", name: "Bench Rep" });
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
  } finally {
    await app.close();
    await database.close();
  }
}
