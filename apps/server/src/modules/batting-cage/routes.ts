import { z } from "zod";
import {
  battingCageConfigurationSchema,
  battingCageLimits,
  battingCagePaths,
  conversationDetailSchema,
  conversationPatchAnswerSchema,
  conversationPatchBodySchema,
  createSessionAnswerSchema,
  createSessionBodySchema,
  reportDataSchema,
  reportQuerySchema,
  saveBattingCageConfigurationBodySchema,
  unsavedBattingCageConfiguration,
} from "@dugout/contracts/batting-cage";
import {
  practiceHistoryPath,
  practiceHistoryQuerySchema,
  practiceHistorySchema,
} from "@dugout/contracts/batting-cage-scores";
import { apiErrorSchema } from "@dugout/contracts/errors";
import { entityIdSchema } from "@dugout/contracts/text";
import { defaultTimeZone } from "@dugout/contracts/time";
import { requestBy } from "../../audit/record";
import type { AppContext, ModulePlugin } from "../../context";
import { callerOf } from "../../plugins/access";
import { badRequest, forbidden, notFound } from "../../errors";
import { configurationForCaller, latestConfiguration } from "./configuration-repository";
import { saveConfigurationAudited } from "./configuration-save";
import { patchConversation } from "./conversation-patch";
import { conversationDetail, reportData } from "./conversation-repository";
import { practiceHistory, practiceScoreCard } from "./practice-score-repository";
import { requestPracticeScores } from "./practice-scoring";
import { reportRange } from "./report-range";
import { createPracticeSession, type RealtimeSessions } from "./session-service";
import { createCoachingRoutes } from "./coaching-routes";
import { perMinute } from "../../plugins/rate-limits";

const idParams = z.object({ id: entityIdSchema });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ["batting-cage"];

export interface BattingCageRoutesOptions {
  realtime: (ctx: AppContext) => RealtimeSessions;
}

/**
 * The practice tool's calls, at the root paths of docs/requirements/batting-cage.md#calls (docs/decisions/0012-product-decisions.md#1-paths-kept-as-first-specified), with the
 * roles of docs/requirements/batting-cage.md#roles: admins save configurations and read reports and others' calls;
 * any signed-in user reads the configuration, starts a call and updates their own call.
 */
export const createBattingCageRoutes =
  (options: BattingCageRoutesOptions): ModulePlugin =>
  async (app, ctx) => {
    const db = ctx.database.db;
    const realtime = options.realtime(ctx);
    await createCoachingRoutes(app, ctx);

    app.get(
      battingCagePaths.configuration,
      { config: { access: "user" }, schema: { tags, response: { 200: battingCageConfigurationSchema, ...errors } } },
      async (request) =>
        configurationForCaller((await latestConfiguration(db)) ?? unsavedBattingCageConfiguration, callerOf(request)),
    );

    app.post(
      battingCagePaths.configurations,
      {
        schema: {
          tags,
          body: saveBattingCageConfigurationBodySchema,
          response: { 201: battingCageConfigurationSchema, ...errors },
        },
        config: { access: "admin", rateLimit: perMinute(60) },
      },
      async (request, reply) => {
        const admin = callerOf(request);
        const fullName = admin.name.trim() || [admin.firstName, admin.lastName].join(" ").trim() || admin.email;
        const saved = await saveConfigurationAudited(
          db,
          request.body.batting_cage_configuration,
          { id: admin.id, fullName },
          requestBy(request, admin),
        );
        return reply.status(201).send(saved);
      },
    );

    app.post(
      battingCagePaths.createSession,
      {
        schema: {
          tags,
          body: createSessionBodySchema,
          response: { 200: createSessionAnswerSchema, ...errors, 503: apiErrorSchema },
        },
        // Each call mints a paid realtime session.
        config: { access: "user", rateLimit: perMinute(30) },
      },
      async (request) => {
        const user = callerOf(request);
        return createPracticeSession(db, realtime, user, request.body, (error) =>
          request.log.error({ err: error }, "realtime session could not be created"),
        );
      },
    );

    app.get(
      battingCagePaths.reportData,
      {
        config: { access: "admin" },
        schema: { tags, querystring: reportQuerySchema, response: { 200: reportDataSchema, ...errors } },
      },
      async (request) => {
        const range = reportRange(request.query.range, request.query.tz ?? defaultTimeZone, new Date());
        return reportData(db, range, battingCageLimits.reportConversationsMax, request.query.user_id);
      },
    );

    app.get(
      practiceHistoryPath,
      // A rep reads their own history; admins read anyone's (user_id).
      {
        config: { access: "user" },
        schema: {
          tags,
          querystring: practiceHistoryQuerySchema,
          response: { 200: practiceHistorySchema, ...errors },
        },
      },
      async (request) => {
        const user = callerOf(request);
        const userId = request.query.user_id ?? user.id;
        if (userId !== user.id && user.role !== "admin") {
          throw forbidden("Only admins can see other people's practice history.");
        }
        return { user_id: userId, conversations: await practiceHistory(db, userId, user.role === "admin") };
      },
    );

    app.get(
      battingCagePaths.conversationRoute,
      // The owner reads their own call; admins read everyone's (reports).
      {
        config: { access: "owner" },
        schema: { tags, params: idParams, response: { 200: conversationDetailSchema, ...errors } },
      },
      async (request) => {
        const user = callerOf(request);
        const detail = await conversationDetail(db, request.params.id);
        if (!detail) throw notFound("Conversation");
        if (detail.userId !== user.id && user.role !== "admin") {
          throw forbidden("Only admins can see other people's conversations.");
        }
        const { userId: _owner, scenarioHidden, ...answer } = detail;
        // A rep learns a hidden scenario only once the call is over (docs/requirements/batting-cage.md#scenario-visibility).
        const withheld = scenarioHidden && answer.status === "active" && user.role !== "admin";
        return {
          ...answer,
          batting_cage_configuration: withheld ? null : answer.batting_cage_configuration,
          score_card: await practiceScoreCard(db, request.params.id),
        };
      },
    );

    app.patch(
      battingCagePaths.conversationRoute,
      {
        // Only the owner writes their call, and never after it ended (409).
        config: { access: "owner" },
        schema: {
          tags,
          params: idParams,
          body: conversationPatchBodySchema,
          response: { 200: conversationPatchAnswerSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const user = callerOf(request);
        const body = request.body;
        const changes = [body.transcript, body.append, body.ended_at, body.duration_ms, body.status];
        if (changes.every((change) => change === undefined)) {
          throw badRequest("Nothing to update: send append, transcript, ended_at, duration_ms or status.");
        }
        const answer = await patchConversation(db, request.params.id, user.id, body, new Date(), () =>
          ctx.metrics.practiceCallsEnded.inc({ reason: "ended" }),
        );
        if (answer.status === "ended") {
          // The score is owed in the database already (the boot sweep queues it if this send is lost).
          await requestPracticeScores(ctx.jobs, [answer.id]).catch((error: unknown) =>
            request.log.warn({ err: error }, "could not queue the practice score"),
          );
        }
        return answer;
      },
    );
  };
