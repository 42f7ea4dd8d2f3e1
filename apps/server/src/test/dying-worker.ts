import { defined } from "@dugout/contracts/defined";
import { PgBoss, fromPglite } from "pg-boss";
import type { TestDatabase } from "./test-database";

/**
 * A worker that claims the next job of `queue` and vanishes without settling it: what `kill -9` leaves behind, a
 * job active in the database until it expires. Returns how many jobs it claimed (0 or 1).
 */
export async function claimAndDie(
  testDatabase: Pick<TestDatabase, "database" | "url">,
  queue: string,
): Promise<number> {
  const { database } = testDatabase;
  const claimer =
    database.kind === "pglite"
      ? new PgBoss({
          backend: "pglite",
          db: fromPglite(defined(database.pglite, "the PGlite instance")),
          supervise: false,
          schedule: false,
        })
      : new PgBoss({
          connectionString: defined(testDatabase.url, "the test database URL"),
          max: 1,
          supervise: false,
          schedule: false,
        });
  claimer.on("error", () => undefined);
  await claimer.start();
  try {
    return (await claimer.fetch(queue)).length;
  } finally {
    await claimer.stop({ graceful: false });
  }
}
