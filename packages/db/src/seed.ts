import { eq } from "drizzle-orm";
import type { Database, Db } from "./db-types";
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
 * The whole run holds the boot lock (`Database.exclusively`, the lock migrations take), so instances
 * starting together on one database seed it one after the other: the first runs the steps, the others
 * find them recorded. Steps must still be safe to re-run (a crash between a step and its marker re-runs it).
 */
export async function runSeeds(database: Database, steps: readonly SeedStep[]): Promise<SeedReport> {
  return database.exclusively(() => runEachOnce(database.db, steps));
}

async function runEachOnce(db: Db, steps: readonly SeedStep[]): Promise<SeedReport> {
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
