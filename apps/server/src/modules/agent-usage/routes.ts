import { z } from "zod";
import { agentNameSchema } from "@dugout/contracts/pages";
import {
  agentResponseAnswerSchema,
  agentResponseBodySchema,
  usageConstants,
  usagePaths,
  usageStatsQuerySchema,
  usageStatsResponseSchema,
} from "@dugout/contracts/usage";
import type { ModulePlugin } from "../../context";
import { AppError } from "../../errors";
import { keyIsValid, recordResponse, usageStats } from "./repository";
import { bearer } from "../../plugins/access";
import { perMinute } from "../../plugins/rate-limits";

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The agent's usage statistics (signed-in users) and the agent's own ingestion endpoint (API key). */
export const agentUsageRoutes: ModulePlugin = (app, ctx) => {
  const { db } = ctx.database;
  const agent = ctx.config.AGENT_NAME;

  app.get(
    usagePaths.stats(agent),
    {
      config: { access: "user" },
      schema: {
        tags: ["usage"],
        summary: `Responses of the ${agent} agent per user`,
        querystring: usageStatsQuerySchema,
        response: { 200: usageStatsResponseSchema },
      },
    },
    async (request) => {
      const today = new Date();
      const end = request.query.end_date ?? isoDay(today);
      const start =
        request.query.start_date ?? isoDay(new Date(Date.parse(end) - usageConstants.defaultWindowDays * 86_400_000));
      if (start > end) throw new AppError("bad_request", "Start date must not be after end date.");
      const data = await usageStats(db, agent, start, end, request.query.tz);
      return { status: "ok" as const, data, message: `${data.length} user(s) between ${start} and ${end}.` };
    },
  );

  app.post(
    "/api/agents/:agent/responses",
    {
      // An agent authenticates with its API key, not a browser session: no CSRF cookie to check.
      config: {
        access: bearer((key, request) => {
          const agent = agentNameSchema.safeParse((request.params as { agent?: unknown }).agent);
          return agent.success && keyIsValid(db, agent.data, key);
        }, "A valid API key for this agent is required."),
        csrf: false,
        rateLimit: perMinute(600),
      },
      schema: {
        tags: ["usage"],
        summary: "An agent reports one response it gave (Authorization: Bearer <agent key>)",
        params: z.object({ agent: agentNameSchema }),
        body: agentResponseBodySchema,
        response: { 200: agentResponseAnswerSchema, 201: agentResponseAnswerSchema },
      },
    },
    async (request, reply) => {
      const { user_email, responded_at, external_id } = request.body;
      const respondedAt = responded_at ? new Date(responded_at) : undefined;
      if (respondedAt && respondedAt.getTime() > Date.now() + 5 * 60_000)
        throw new AppError("bad_request", "responded_at must not be in the future.");
      const result = await recordResponse(db, {
        agent: request.params.agent,
        userEmail: user_email,
        respondedAt,
        externalId: external_id,
      });
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );
};
