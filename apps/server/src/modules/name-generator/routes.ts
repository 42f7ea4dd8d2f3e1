import { z } from "zod";
import { apiErrorSchema } from "@dugout/contracts/errors";
import { entityIdSchema } from "@dugout/contracts/text";
import {
  brandPersonalityAnswerSchema,
  businessNamesAnswerSchema,
  businessNamesQuerySchema,
  businessNameSubmissionAnswerSchema,
  businessNameSubmissionBodySchema,
  businessNameSubmissionSchema,
  colorPalettesAnswerSchema,
  leadAnswerSchema,
  leadBodySchema,
  logoDirectionsAnswerSchema,
  logoImageAnswerSchema,
  logoImageBodySchema,
  taglinesAnswerSchema,
} from "@dugout/contracts/name-generator";
import type { ModulePlugin } from "../../context";
import { nameGeneratorService } from "./app-service";
import { registerLeadRoutes } from "./leads-routes";
import { perMinute } from "../../plugins/rate-limits";
import { getOrCreateSecret } from "../../secrets";
import { createVisitors } from "./visitor";

const tags = ["name-generator"];
const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const uuidParams = z.object({ uuid: entityIdSchema });

/**
 * The business name generator, docs/requirements/name-generator.md#calls: public (docs/requirements/name-generator.md#roles), rate-limited per IP.
 * Names are created pending and scored by the job queue (workers.ts); the unlock gate is enforced in the service.
 * Each browser is a visitor (visitor.ts): it reads and unlocks only the submissions it made.
 */
export const nameGeneratorRoutes: ModulePlugin = async (app, ctx) => {
  const service = await nameGeneratorService(app, ctx);
  const { config } = ctx;
  const visitors = createVisitors(await getOrCreateSecret(ctx.database.db, "name-generator-visitor"), config.baseUrl);

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
    async (request, reply) =>
      reply.status(201).send(await service.submit(request.body, visitors.ensure(request, reply))),
  );

  app.get(
    "/api/business_names",
    {
      schema: { tags, querystring: businessNamesQuerySchema, response: { 200: businessNamesAnswerSchema, ...errors } },
      config: { access: "public", rateLimit: perMinute(config.NAME_GENERATOR_POLLS_PER_MINUTE) },
    },
    async (request) => ({ names: await service.names(request.query.submission_id, visitors.of(request)) }),
  );

  app.get(
    "/api/business_name_submissions/:id",
    {
      schema: {
        tags,
        params: z.object({ id: entityIdSchema }),
        response: { 200: businessNameSubmissionSchema, ...errors },
      },
      config: { access: "public", rateLimit: perMinute(config.NAME_GENERATOR_POLLS_PER_MINUTE) },
    },
    async (request) => service.submission(request.params.id, visitors.of(request)),
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
      await service.unlock(request.params.id, visitors.of(request), request.body);
      return { submission_id: request.params.id, unlocked: true as const };
    },
  );

  const branding = {
    config: { access: "public", rateLimit: perMinute(config.NAME_GENERATOR_BRANDING_PER_MINUTE) },
  } as const;
  app.get(
    "/api/business_names/:uuid/taglines",
    { schema: { tags, params: uuidParams, response: { 200: taglinesAnswerSchema, ...errors } }, ...branding },
    async (request) => {
      const made = await service.branding(request.params.uuid, visitors.of(request), "taglines");
      return { taglines: made.value, engine: made.engine };
    },
  );
  app.get(
    "/api/business_names/:uuid/logo_directions",
    { schema: { tags, params: uuidParams, response: { 200: logoDirectionsAnswerSchema, ...errors } }, ...branding },
    async (request) => {
      const made = await service.branding(request.params.uuid, visitors.of(request), "logo_directions");
      return { logo_directions: made.value, engine: made.engine };
    },
  );
  app.get(
    "/api/business_names/:uuid/brand_personality",
    { schema: { tags, params: uuidParams, response: { 200: brandPersonalityAnswerSchema, ...errors } }, ...branding },
    async (request) => {
      const made = await service.branding(request.params.uuid, visitors.of(request), "brand_personality");
      return { brand_personality: made.value, engine: made.engine };
    },
  );
  app.get(
    "/api/business_names/:uuid/color_palettes",
    { schema: { tags, params: uuidParams, response: { 200: colorPalettesAnswerSchema, ...errors } }, ...branding },
    async (request) => {
      const made = await service.branding(request.params.uuid, visitors.of(request), "color_palettes");
      return { color_palettes: made.value, engine: made.engine };
    },
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
    async (request) => service.logoImage(request.params.uuid, visitors.of(request), request.body),
  );

  registerLeadRoutes(app, ctx);
};
