import type { ModulePlugin } from "../../context";
import { queueOwedWork } from "../../jobs/queue-owed-work";
import { createGongHttpSource } from "../../integrations/gong/http-client";
import { registerScoringWorker, requestScoring } from "./background-scoring";
import { syncGong } from "./gong-sync";
import { createCallScorer } from "../../scoring-engine/scorer-factory";

const gongSyncQueue = "scoring.gong-sync";

/** The background scorer and, when Gong credentials are configured, the recurring Gong sync. */
export const scoringWorkers: ModulePlugin = (app, ctx) => {
  const { db } = ctx.database;
  registerScoringWorker(ctx.jobs, db, createCallScorer(ctx));

  const { GONG_ACCESS_KEY: gongKey, GONG_ACCESS_KEY_SECRET: gongSecret } = ctx.config;
  if (gongKey && gongSecret) {
    const source = createGongHttpSource({
      baseUrl: ctx.config.GONG_BASE_URL,
      accessKey: gongKey,
      accessKeySecret: gongSecret,
      fetch: ctx.metrics.outsideFetch("gong"),
    });
    ctx.jobs.work(
      gongSyncQueue,
      async () => {
        try {
          const report = await syncGong(db, source, { lookbackDays: ctx.config.GONG_LOOKBACK_DAYS });
          if (report.calls) await requestScoring(ctx.jobs, "gong");
        } finally {
          // The next run is queued whatever happened: a failed run resumes from its cursor.
          await ctx.jobs.send(
            gongSyncQueue,
            {},
            { singletonKey: "next", startAfterSeconds: ctx.config.GONG_SYNC_INTERVAL_MINUTES * 60 },
          );
        }
      },
      { concurrency: 1, retryLimit: 2, oneWaitingPerKey: true },
    );
  }
  app.addHook("onReady", async () => {
    // Calls left unscored by a previous process (or imported through the CLI) are picked up at boot.
    queueOwedWork(app.log, "scoring", () => requestScoring(ctx.jobs, "boot"));
    if (gongKey && gongSecret) {
      queueOwedWork(app.log, "the Gong sync", () => ctx.jobs.send(gongSyncQueue, {}, { singletonKey: "next" }));
    }
  });
};
