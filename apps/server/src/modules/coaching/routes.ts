import {
  carryOverQuerySchema,
  carryOverResponseSchema,
  coachingPaths,
  coachingRepsResponseSchema,
  scenarioDraftQuerySchema,
  scenarioDraftResponseSchema,
} from "@dugout/contracts/coaching";
import { apiErrorSchema } from "@dugout/contracts/errors";
import type { ModulePlugin } from "../../context";
import { notFound } from "../../errors";
import { createLlm } from "../../integrations/llm/create-llm";
import { perMinute } from "../../plugins/rate-limits";
import { carryOver } from "./carry-over";
import { scenarioDraftFor } from "./draft-service";
import { coachingRep, repsWithRealCalls } from "./reps";

/** docs/requirements/coaching.md#calls: admins only. */
export const coachingRoutes: ModulePlugin = (app, ctx) => {
  const { db } = ctx.database;
  // The same switch as the scorer's (scoring-engine/scorer-factory.ts): SCORING_ENGINE=heuristic keeps every
  // text engine of the scoring side offline.
  const llm =
    ctx.config.SCORING_ENGINE === "heuristic" ? undefined : createLlm(ctx.config, ctx.metrics.outsideFetch("openai"));

  const repOf = async (userId: string) => {
    const rep = await coachingRep(db, userId);
    if (!rep) throw notFound("Rep");
    return rep;
  };

  app.get(
    coachingPaths.reps,
    {
      config: { access: "admin" },
      schema: {
        tags: ["coaching"],
        summary: "Reps with scored real calls, for the coaching pickers",
        response: { 200: coachingRepsResponseSchema },
      },
    },
    async () => ({ reps: await repsWithRealCalls(db) }),
  );

  app.get(
    coachingPaths.scenarioDraft,
    {
      // A draft may ask the configured language model: each one costs.
      config: { access: "admin", rateLimit: perMinute(30) },
      schema: {
        tags: ["coaching"],
        summary: "A practice scenario drafted from a rep's weakest categories and their prospects' objections",
        querystring: scenarioDraftQuerySchema,
        response: { 200: scenarioDraftResponseSchema, 404: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => {
      const rep = await repOf(request.query.user_id);
      return scenarioDraftFor(db, rep, request.query, {
        llm: llm ? { llm, timeoutMs: ctx.config.AI_TIMEOUT_MS } : undefined,
      });
    },
  );

  app.get(
    coachingPaths.carryOver,
    {
      config: { access: "admin" },
      schema: {
        tags: ["coaching"],
        summary: "A rep's practice and real-call scores by week around an assignment's start, with what they show",
        querystring: carryOverQuerySchema,
        response: { 200: carryOverResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const rep = await repOf(request.query.user_id);
      return carryOver(db, { id: rep.user_id, email: rep.email }, request.query);
    },
  );
};
