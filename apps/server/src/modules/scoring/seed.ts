import type { SeedStep } from "@dugout/db";
import { demoCalls } from "./demo-calls";
import { insertCalls } from "./repository";

const demoCallCount = 560;
/** Real calls of the demo rep who signs in (rep@example.com), so Practice vs Real has both sides for them. */
const demoRepCallCount = 24;
const demoRep = [{ name: "Riley Rep", email: "rep@example.com", skill: 0.45 }];

/**
 * 560 scored demo calls over the last six months (deterministic for a given day), and 24 of the seeded rep
 * rep@example.com, whose discovery is their weak side (docs/requirements/batting-cage.md#demo-data).
 */
export const scoringSeedStep: SeedStep = {
  name: "scoring-demo-calls",
  async run(db) {
    const now = new Date();
    const calls = [...demoCalls(demoCallCount, now), ...demoCalls(demoRepCallCount, now, 20_261_127, demoRep)];
    // Re-runnable: a crash after some batches must not duplicate ids, so existing ids are skipped.
    await insertCalls(db, calls, 250, true);
  },
};
