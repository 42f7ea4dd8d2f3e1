import { z } from "zod";
import { apiErrorSchema } from "@dugout/contracts/errors";
import { queryNumberSchema } from "@dugout/contracts/text";
import {
  leadApiPaths,
  leadErasedAnswerSchema,
  leadPersonSchema,
  leadsAnswerSchema,
  type Lead,
} from "@dugout/contracts/leads";
import { auditActions } from "@dugout/contracts/audit";
import { recordAudit, requestBy } from "../../audit/record";
import type { App, AppContext } from "../../context";
import { callerOf } from "../../plugins/access";
import { csvCell } from "../../csv-cell";
import { eraseLead, exportLead } from "./lead-privacy";
import { listLeads, type LeadRow } from "./repository";

const leadsQuerySchema = z.object({
  limit: z._default(queryNumberSchema(z.coerce.number().int().min(1).max(500)), 100),
  offset: z._default(queryNumberSchema(z.coerce.number().int().min(0).max(1_000_000)), 0),
});
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ["name-generator", "admin"];
const csvColumns = ["submission_id", "name", "email", "timeline", "description", "unlocked_at"] as const;

const toAnswer = (lead: LeadRow): Lead => ({
  submission_id: lead.submissionId,
  name: lead.name,
  email: lead.email,
  timeline: lead.timeline,
  description: lead.description,
  unlocked_at: lead.unlockedAt.toISOString(),
});

/** Leads are personal data: admins only, never cached by the browser, never logged. */
export function registerLeadRoutes(app: App, ctx: AppContext): void {
  const db = ctx.database.db;
  app.get(
    leadApiPaths.list,
    {
      config: { access: "admin" },
      schema: { tags, querystring: leadsQuerySchema, response: { 200: leadsAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      const { total, leads } = await listLeads(db, request.query.limit, request.query.offset);
      void reply.header("cache-control", "no-store");
      return { total, leads: leads.map(toAnswer) };
    },
  );

  app.get(
    leadApiPaths.csv,
    { config: { access: "admin" }, schema: { tags, response: { 200: z.string(), ...errors } } },
    async (request, reply) => {
      const admin = callerOf(request);
      const lines = [csvColumns.join(",")];
      const page = 1000;
      for (let offset = 0; ; offset += page) {
        const { leads } = await listLeads(db, page, offset);
        for (const lead of leads) {
          const row = toAnswer(lead);
          lines.push(csvColumns.map((column) => csvCell(row[column])).join(","));
        }
        if (leads.length < page) break;
      }
      // Every lead's contact details leave in one file: who took them, and when, is on the record.
      await recordAudit(db, {
        action: auditActions.leadsListExported,
        ...requestBy(request, admin),
        details: { leads: lines.length - 1 },
      });
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="name-generator-leads.csv"')
        .header("cache-control", "no-store")
        .send(`${lines.join("\r\n")}\r\n`);
    },
  );

  // A prospect's privacy request: everything held under their address, as one JSON file.
  app.get(
    leadApiPaths.export,
    {
      config: { access: "admin" },
      schema: { tags, querystring: leadPersonSchema, response: { 200: z.unknown(), ...errors } },
    },
    async (request, reply) => {
      const admin = callerOf(request);
      const document = await exportLead(db, request.query.email, requestBy(request, admin));
      return reply
        .header("content-disposition", 'attachment; filename="name-generator-data.json"')
        .header("cache-control", "no-store")
        .send(document);
    },
  );

  app.post(
    leadApiPaths.erase,
    {
      config: { access: "admin" },
      schema: { tags, body: leadPersonSchema, response: { 200: leadErasedAnswerSchema, ...errors } },
    },
    async (request) => {
      const admin = callerOf(request);
      return { erased: await eraseLead(db, request.body.email, requestBy(request, admin)) };
    },
  );
}
