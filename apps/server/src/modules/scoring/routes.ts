import { z } from "zod";
import { Readable } from "node:stream";
import {
  callRecordResponseSchema,
  scoresQuerySchema,
  scoresResponseSchema,
  scoringPaths,
} from "@dugout/contracts/scoring";
import {
  scoringAggregatesPath,
  scoringAggregatesQuerySchema,
  scoringAggregatesResponseSchema,
  scoringExportPath,
  scoringExportQuerySchema,
} from "@dugout/contracts/scoring-analytics";
import { callEvidencePath, callEvidenceResponseSchema } from "@dugout/contracts/scoring-evidence";
import {
  practiceVsRealPath,
  practiceVsRealQuerySchema,
  practiceVsRealResponseSchema,
} from "@dugout/contracts/scoring-practice";
import { apiErrorSchema } from "@dugout/contracts/errors";
import type { ModulePlugin } from "../../context";
import { notFound } from "../../errors";
import { callEvidence } from "./call-evidence";
import { callRecord } from "./call-record";
import { exportFileName } from "./export-file-name";
import { callAggregates } from "./aggregates";
import { exportCsv } from "./export-csv";
import { practiceVsReal } from "./practice-vs-real";
import { listCalls } from "./repository";

/** The scoring dashboard's data (admins only); the background work is in workers.ts. */
export const scoringRoutes: ModulePlugin = (app, ctx) => {
  const { db } = ctx.database;

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
    practiceVsRealPath,
    {
      config: { access: "admin" },
      schema: {
        tags: ["scoring"],
        summary: "Per rep, practice-call averages beside real-call averages for each category",
        querystring: practiceVsRealQuerySchema,
        response: { 200: practiceVsRealResponseSchema },
      },
    },
    async (request) => practiceVsReal(db, request.query),
  );

  app.get(
    scoringPaths.call,
    {
      config: { access: "admin" },
      schema: {
        tags: ["scoring"],
        summary: "One call, as the listing shows it",
        params: z.object({ gongCallId: z.string().min(1).max(200) }),
        response: { 200: callRecordResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const call = await callRecord(db, request.params.gongCallId);
      if (!call) throw notFound("Call");
      return { status: "ok" as const, data: call };
    },
  );

  app.get(
    callEvidencePath,
    {
      config: { access: "admin" },
      schema: {
        tags: ["scoring"],
        summary: "One call's category scores with the transcript lines behind each and a suggestion",
        params: z.object({ gongCallId: z.string().min(1).max(200) }),
        response: { 200: callEvidenceResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const evidence = await callEvidence(db, request.params.gongCallId);
      if (!evidence) throw notFound("Call");
      return evidence;
    },
  );

  app.get(
    scoringExportPath,
    {
      config: { access: "admin" },
      schema: { tags: ["scoring"], summary: "The filtered calls as CSV", querystring: scoringExportQuerySchema },
    },
    async (request, reply) => {
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${exportFileName(request.query)}"`)
        .header("cache-control", "no-store")
        .send(Readable.from(exportCsv(db, request.query)));
    },
  );
};
