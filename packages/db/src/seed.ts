import { eq } from "drizzle-orm";
import type { Db } from "./db-types";
import { appSettings } from "./schema";

/** A named, idempotent piece of demo data that a feature contributes to the seed. */
export interface SeedStep {
  name: string;
  run(db: Db): Promise<void>;
}

export interface SeedReport {
  ran: string[];
  skipped: string[];
}

/**
 * Runs each step once per database: a step that completed is recorded in app_settings and
 * skipped next time, so `npm start` seeds a fresh install once and never duplicates data.
 * Steps must still be safe to re-run (a crash between a step and its marker re-runs it).
 */
export async function runSeeds(db: Db, steps: readonly SeedStep[]): Promise<SeedReport> {
  const report: SeedReport = { ran: [], skipped: [] };
  for (const step of steps) {
    const key = `seed:${step.name}`;
    const done = await db.select({ key: appSettings.key }).from(appSettings).where(eq(appSettings.key, key));
    if (done.length > 0) {
      report.skipped.push(step.name);
      continue;
    }
    await step.run(db);
    await db
      .insert(appSettings)
      .values({ key, value: { completedAt: new Date().toISOString() } })
      .onConflictDoNothing();
    report.ran.push(step.name);
  }
  return report;
}
