import { z } from "zod";
import { apiErrorSchema, entityIdSchema } from "@dugout/contracts/common";
import {
  brandPersonalityAnswerSchema,
  businessNamesAnswerSchema,
  businessNamesQuerySchema,
  businessNameSubmissionAnswerSchema,
  businessNameSubmissionBodySchema,
  colorPalettesAnswerSchema,
  leadAnswerSchema,
  leadBodySchema,
  logoDirectionsAnswerSchema,
  logoImageAnswerSchema,
  logoImageBodySchema,
  taglinesAnswerSchema,
} from "@dugout/contracts/name-generator";
import type { ModulePlugin } from "../../context";
import { createNamingEngine } from "./engine/create-naming-engine";
import { registerLeadRoutes } from "./leads-routes";
import { createNameGeneratorService, researchQueue, type ResearchJob } from "./service";
import { perMinute } from "../../plugins/rate-limits";

const tags = ["name-generator"];
const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const uuidParams = z.object({ uuid: entityIdSchema });

/**
 * The business name generator, docs/requirements/name-generator.md#calls: public (docs/requirements/name-generator.md#roles), rate-limited per IP.
 * Names are created pending and scored by the job queue; the unlock gate is enforced in the service.
 */
export const nameGeneratorRoutes: ModulePlugin = async (app, ctx) => {
  const engine = await createNamingEngine(ctx.config, {
    // The operation and the provider's message only: prompts carry the visitor's idea.
    onFallback: (operation, error) =>
      app.log.warn(
        { operation, message: error instanceof Error ? error.message : String(error) },
        "naming engine fell back to offline",
      ),
  });
  if (ctx.config.NODE_ENV !== "test")
    void engine.warmUp().catch((error: unknown) => app.log.warn({ err: error }, "naming engine warm-up failed"));
  const service = createNameGeneratorService(ctx.database.db, engine, ctx.jobs);
  const { config } = ctx;

  ctx.jobs.work<ResearchJob>(researchQueue, (job) => service.research(job.data), {
    retryLimit: 3,
    retryDelaySeconds: 2,
    concurrency: 2,
    onFailed: (data) => service.markFailed(data),
  });

  app.addHook("onReady", async () => {
    if (config.JOBS_DISABLE_WORKERS) return;
    void service
      .requeuePending()
      .catch((error: unknown) => app.log.error({ err: error }, "re-enqueueing pending names failed"));
  });

  app.post(
    "/api/business_name_submissions",
    {
      schema: {
        tags,
        body: businessNameSubmissionBodySchema,
        response: { 201: businessNameSubmissionAnswerSchema, ...errors },
      },
      config: { access: "public", rateLimit: perMinute(config.NAME_GENERATOR_SUBMISSIONS_PER_MINUTE) },
    },
    async (request, reply) => reply.status(201).send(await service.submit(request.body)),
  );

  app.get(
    "/api/business_names",
    {
      schema: { tags, querystring: businessNamesQuerySchema, response: { 200: businessNamesAnswerSchema, ...errors } },
      config: { access: "public", rateLimit: perMinute(config.NAME_GENERATOR_POLLS_PER_MINUTE) },
    },
    async (request) => ({ names: await service.names(request.query.submission_id) }),
  );

  app.patch(
    "/api/business_name_submissions/:id",
    {
      schema: {
        tags,
        params: z.object({ id: entityIdSchema }),
        body: leadBodySchema,
        response: { 200: leadAnswerSchema, ...errors },
      },
      config: { access: "public", rateLimit: perMinute(config.NAME_GENERATOR_LEADS_PER_MINUTE) },
    },
    async (request) => {
      await service.unlock(request.params.id, request.body);
      return { submission_id: request.params.id, unlocked: true as const };
    },
  );

  const branding = {
    config: { access: "public", rateLimit: perMinute(config.NAME_GENERATOR_BRANDING_PER_MINUTE) },
  } as const;
  app.get(
    "/api/business_names/:uuid/taglines",
    { schema: { tags, params: uuidParams, response: { 200: taglinesAnswerSchema, ...errors } }, ...branding },
    async (request) => ({ taglines: await service.branding(request.params.uuid, "taglines") }),
  );
  app.get(
    "/api/business_names/:uuid/logo_directions",
    { schema: { tags, params: uuidParams, response: { 200: logoDirectionsAnswerSchema, ...errors } }, ...branding },
    async (request) => ({ logo_directions: await service.branding(request.params.uuid, "logo_directions") }),
  );
  app.get(
    "/api/business_names/:uuid/brand_personality",
    { schema: { tags, params: uuidParams, response: { 200: brandPersonalityAnswerSchema, ...errors } }, ...branding },
    async (request) => ({ brand_personality: await service.branding(request.params.uuid, "brand_personality") }),
  );
  app.get(
    "/api/business_names/:uuid/color_palettes",
    { schema: { tags, params: uuidParams, response: { 200: colorPalettesAnswerSchema, ...errors } }, ...branding },
    async (request) => ({ color_palettes: await service.branding(request.params.uuid, "color_palettes") }),
  );

  app.post(
    "/api/business_names/:uuid/logo_images",
    {
      schema: {
        tags,
        params: uuidParams,
        body: logoImageBodySchema,
        response: { 200: logoImageAnswerSchema, ...errors },
      },
      config: { access: "public", rateLimit: perMinute(config.NAME_GENERATOR_IMAGES_PER_MINUTE) },
    },
    async (request) => ({ image: await service.logoImage(request.params.uuid, request.body) }),
  );

  registerLeadRoutes(app, ctx);
};
