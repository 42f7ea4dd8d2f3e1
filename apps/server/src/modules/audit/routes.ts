import { z } from "zod";
import {
  activityMessages,
  auditActionNames,
  auditApiPaths,
  auditEventsAnswerSchema,
  auditPageSize,
  auditPersonSchema,
} from "@dugout/contracts/audit";
import { apiErrorSchema } from "@dugout/contracts/errors";
import { queryNumberSchema } from "@dugout/contracts/text";
import { isoDateTimeSchema } from "@dugout/contracts/time";
import type { ModulePlugin } from "../../context";
import { auditCsv } from "./csv";
import { eachAuditEvent, listAuditEvents, type AuditQuery } from "./repository";

const instant = isoDateTimeSchema;

const filtersSchema = z.object({
  person: z.optional(auditPersonSchema),
  action: z.optional(z.enum(auditActionNames)),
  from: z.optional(instant),
  to: z.optional(instant),
});
const checkedPeriod = <T extends z.ZodType<{ from?: string; to?: string }>>(schema: T) =>
  schema.refine((query) => !query.from || !query.to || Date.parse(query.from) <= Date.parse(query.to), {
    message: activityMessages.periodBackwards,
    path: ["from"],
  });
const listQuerySchema = checkedPeriod(
  filtersSchema.extend({
    limit: z._default(queryNumberSchema(z.coerce.number().int().min(1).max(500)), auditPageSize),
    offset: z._default(queryNumberSchema(z.coerce.number().int().min(0).max(1_000_000)), 0),
  }),
);
const csvQuerySchema = checkedPeriod(filtersSchema);

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ["audit", "admin"];

const toQuery = (filters: z.infer<typeof filtersSchema>): AuditQuery => ({
  ...(filters.person ? { person: filters.person } : {}),
  ...(filters.action ? { action: filters.action } : {}),
  ...(filters.from ? { from: new Date(filters.from) } : {}),
  ...(filters.to ? { to: new Date(filters.to) } : {}),
});

/**
 * The audit trail for admins (the Activity page): a page of events, newest first, and the same filters as one
 * CSV download. Reading it is not itself recorded. Never cached: it names people and their addresses.
 */
export const auditRoutes: ModulePlugin = (app, ctx) => {
  const db = ctx.database.db;

  app.get(
    auditApiPaths.list,
    {
      config: { access: "admin" },
      schema: { tags, querystring: listQuerySchema, response: { 200: auditEventsAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      const { limit, offset, ...filters } = request.query;
      void reply.header("cache-control", "no-store");
      return listAuditEvents(db, toQuery(filters), { limit, offset });
    },
  );

  app.get(
    auditApiPaths.csv,
    {
      config: { access: "admin" },
      schema: { tags, querystring: csvQuerySchema, response: { 200: z.string(), ...errors } },
    },
    async (request, reply) => {
      const events = [];
      for await (const event of eachAuditEvent(db, toQuery(request.query))) events.push(event);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="dugout-activity.csv"')
        .header("cache-control", "no-store")
        .send(auditCsv(events));
    },
  );
};
