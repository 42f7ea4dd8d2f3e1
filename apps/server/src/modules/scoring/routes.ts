import { Readable } from "node:stream";
import { scoresQuerySchema, scoresResponseSchema, scoringPaths } from "@dugout/contracts/scoring";
import {
  scoringAggregatesPath,
  scoringAggregatesQuerySchema,
  scoringAggregatesResponseSchema,
  scoringExportPath,
  scoringExportQuerySchema,
} from "@dugout/contracts/scoring-analytics";
import type { ModulePlugin } from "../../context";
import { createGongHttpSource } from "../../integrations/gong/http-client";
import { callAggregates } from "./aggregates";
import { registerScoringWorker, requestScoring } from "./background-scoring";
import { exportCsv } from "./export-csv";
import { syncGong } from "./gong-sync";
import { listCalls } from "./repository";
import { createCallScorer } from "./scorer-factory";

const gongSyncQueue = "scoring.gong-sync";

/** The scoring dashboard's data (admins only), the background scorer and the Gong sync. */
export const scoringRoutes: ModulePlugin = (app, ctx) => {
  const { db } = ctx.database;
  registerScoringWorker(ctx.jobs, db, createCallScorer(ctx));

  const { GONG_ACCESS_KEY: gongKey, GONG_ACCESS_KEY_SECRET: gongSecret } = ctx.config;
  if (gongKey && gongSecret) {
    const source = createGongHttpSource({
      baseUrl: ctx.config.GONG_BASE_URL,
      accessKey: gongKey,
      accessKeySecret: gongSecret,
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
      { concurrency: 1, retryLimit: 2 },
    );
  }
  app.addHook("onReady", async () => {
    // Calls left unscored by a previous process (or imported through the CLI) are picked up at boot.
    void requestScoring(ctx.jobs, "boot").catch((error: unknown) =>
      app.log.warn({ err: error }, "could not queue scoring"),
    );
    if (gongKey && gongSecret) {
      void ctx.jobs
        .send(gongSyncQueue, {}, { singletonKey: "next" })
        .catch((error: unknown) => app.log.warn({ err: error }, "could not queue the Gong sync"));
    }
  });

  app.get(
    scoringPaths.scores,
    {
      config: { access: "admin" },
      schema: {
        tags: ["scoring"],
        summary: "Scored sales calls, filtered, searched, sorted and paged",
        querystring: scoresQuerySchema,
        response: { 200: scoresResponseSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total, reps } = await listCalls(db, query);
      return {
        status: "ok" as const,
        data: rows,
        pagination: { total_pages: Math.ceil(total / query.per_page), total_count: total },
        message: `Retrieved ${rows.length} of ${total} call(s).`,
        reps,
      };
    },
  );

  app.get(
    scoringAggregatesPath,
    {
      config: { access: "admin" },
      schema: {
        tags: ["scoring"],
        summary: "Chart data for the filtered calls",
        querystring: scoringAggregatesQuerySchema,
        response: { 200: scoringAggregatesResponseSchema },
      },
    },
    async (request) => {
      return callAggregates(db, request.query);
    },
  );

  app.get(
    scoringExportPath,
    {
      config: { access: "admin" },
      schema: { tags: ["scoring"], summary: "The filtered calls as CSV", querystring: scoringExportQuerySchema },
    },
    async (request, reply) => {
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="calls-${stamp}.csv"`)
        .header("cache-control", "no-store")
        .send(Readable.from(exportCsv(db, request.query)));
    },
  );
};
