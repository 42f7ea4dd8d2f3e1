import type { SeedStep } from "@dugout/db";
import { demoCalls } from "./demo-calls";
import { insertCalls } from "./repository";

const demoCallCount = 560;

/** 560 scored demo calls over the last six months (deterministic for a given day). */
export const scoringSeedStep: SeedStep = {
  name: "scoring-demo-calls",
  async run(db) {
    // Re-runnable: a crash after some batches must not duplicate ids, so existing ids are skipped.
    await insertCalls(db, demoCalls(demoCallCount, new Date()), 250, true);
  },
};
