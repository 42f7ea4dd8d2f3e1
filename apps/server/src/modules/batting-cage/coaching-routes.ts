import { z } from "zod";
import { apiErrorSchema } from "@dugout/contracts/errors";
import { entityIdSchema } from "@dugout/contracts/text";
import {
  assignmentDeletedSchema,
  assignmentListSchema,
  assignmentPaths,
  assignmentSchema,
  createAssignmentBodySchema,
  myAssignmentsSchema,
  scenarioListQuerySchema,
  scenarioListSchema,
  scenarioPaths,
  scenarioSchema,
  scenarioValuesSchema,
} from "@dugout/contracts/practice-scenarios";
import { requestBy } from "../../audit/record";
import type { SessionUser } from "../../auth";
import type { ModulePlugin } from "../../context";
import { callerOf, type SignedInRequest } from "../../plugins/access";
import { notFound } from "../../errors";
import { perMinute } from "../../plugins/rate-limits";
import {
  assignmentDetail,
  createAssignment,
  deleteAssignment,
  listAssignments,
  myAssignments,
} from "./assignment-repository";
import {
  archiveScenario,
  createScenario,
  listScenarios,
  saveScenarioVersion,
  scenarioById,
} from "./scenario-repository";

const idParams = z.object({ id: entityIdSchema });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ["batting-cage"];

/** The signed-in admin as a version's author: their name as people read it. */
const authorOf = (admin: SessionUser) => ({
  id: admin.id,
  fullName: admin.name.trim() || [admin.firstName, admin.lastName].join(" ").trim() || admin.email,
});

function adminCaller(request: SignedInRequest) {
  const admin = callerOf(request);
  return { admin, author: authorOf(admin), by: requestBy(request, admin) };
}

/**
 * The coaching loop's calls (docs/requirements/batting-cage.md#scenarios and #assignments): any signed-in person
 * lists and reads scenarios (hidden ones emptied for reps) and their own assignments; admins create, version and
 * archive scenarios and make, read and delete assignments. Statuses are derived at the request's time; the
 * repositories take `now` so tests control the clock.
 */
export const createCoachingRoutes: ModulePlugin = (app, ctx) => {
  const now = () => new Date();
  const db = ctx.database.db;

  app.get(
    scenarioPaths.list,
    {
      config: { access: "user" },
      schema: { tags, querystring: scenarioListQuerySchema, response: { 200: scenarioListSchema, ...errors } },
    },
    async (request) => {
      const user = callerOf(request);
      const archived = user.role === "admin" && request.query.archived === "true";
      return { scenarios: await listScenarios(db, user, { archived }) };
    },
  );

  app.post(
    scenarioPaths.list,
    {
      config: { access: "admin", rateLimit: perMinute(60) },
      schema: { tags, body: scenarioValuesSchema, response: { 201: scenarioSchema, ...errors } },
    },
    async (request, reply) => {
      const { author, by } = adminCaller(request);
      return reply.status(201).send(await createScenario(db, request.body, author, by));
    },
  );

  app.get(
    scenarioPaths.itemRoute,
    {
      config: { access: "user" },
      schema: { tags, params: idParams, response: { 200: scenarioSchema, ...errors } },
    },
    async (request) => {
      const user = callerOf(request);
      const scenario = await scenarioById(db, request.params.id, user);
      // A rep does not learn of archived scenarios.
      if (!scenario || (scenario.archived_at && user.role !== "admin")) throw notFound("Scenario");
      return scenario;
    },
  );

  app.post(
    scenarioPaths.versionsRoute,
    {
      config: { access: "admin", rateLimit: perMinute(60) },
      schema: {
        tags,
        params: idParams,
        body: scenarioValuesSchema,
        response: { 201: scenarioSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { author, by } = adminCaller(request);
      return reply.status(201).send(await saveScenarioVersion(db, request.params.id, request.body, author, by));
    },
  );

  app.post(
    scenarioPaths.archiveRoute,
    {
      config: { access: "admin", rateLimit: perMinute(60) },
      schema: { tags, params: idParams, response: { 200: scenarioSchema, ...errors, 409: apiErrorSchema } },
    },
    async (request) => {
      const { by } = adminCaller(request);
      return archiveScenario(db, request.params.id, by, now());
    },
  );

  app.get(
    assignmentPaths.list,
    { config: { access: "admin" }, schema: { tags, response: { 200: assignmentListSchema, ...errors } } },
    async () => ({ assignments: await listAssignments(db, now()) }),
  );

  app.post(
    assignmentPaths.list,
    {
      config: { access: "admin", rateLimit: perMinute(60) },
      schema: { tags, body: createAssignmentBodySchema, response: { 201: assignmentSchema, ...errors } },
    },
    async (request, reply) => {
      const { author, by } = adminCaller(request);
      return reply.status(201).send(await createAssignment(db, request.body, author, by, now()));
    },
  );

  app.get(
    assignmentPaths.mine,
    { config: { access: "user" }, schema: { tags, response: { 200: myAssignmentsSchema, ...errors } } },
    async (request) => {
      const user = callerOf(request);
      return { assignments: await myAssignments(db, user.id, now()) };
    },
  );

  app.get(
    assignmentPaths.itemRoute,
    {
      config: { access: "admin" },
      schema: { tags, params: idParams, response: { 200: assignmentSchema, ...errors } },
    },
    async (request) => {
      const assignment = await assignmentDetail(db, request.params.id, now());
      if (!assignment) throw notFound("Assignment");
      return assignment;
    },
  );

  app.delete(
    assignmentPaths.itemRoute,
    {
      config: { access: "admin", rateLimit: perMinute(60) },
      schema: { tags, params: idParams, response: { 200: assignmentDeletedSchema, ...errors } },
    },
    async (request) => {
      const { by } = adminCaller(request);
      await deleteAssignment(db, request.params.id, by);
      return { deleted: request.params.id };
    },
  );
};
