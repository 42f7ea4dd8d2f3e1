import { z } from "zod/mini";
import { singleLineTextSchema } from "./text";

// The audit trail (admins only): every security-relevant action, who did it to whom, from where and when. The
// server writes it through one function (apps/server/src/audit/record.ts); admins read it on the Activity page
// (its path is in pages.ts), through GET /api/admin/audit-events and its CSV, and operators with
// `npm run audit -- list`.

/** Every action the trail records, by the name stored in `audit_events.action`. */
export const auditActions = {
  signInSucceeded: "sign_in.succeeded",
  signInFailed: "sign_in.failed",
  userInvited: "user.invited",
  roleChanged: "user.role_changed",
  deactivated: "user.deactivated",
  reactivated: "user.reactivated",
  signedOutEverywhere: "user.signed_out_everywhere",
  userDataExported: "user.data_exported",
  userErased: "user.erased",
  passkeyAdded: "passkey.added",
  passkeyRemoved: "passkey.removed",
  oauthClientCreated: "oauth_client.created",
  oauthClientDeleted: "oauth_client.deleted",
  configurationSaved: "batting_cage.configuration_saved",
  scenarioCreated: "batting_cage.scenario_created",
  scenarioArchived: "batting_cage.scenario_archived",
  assignmentCreated: "batting_cage.assignment_created",
  assignmentDeleted: "batting_cage.assignment_deleted",
  agentKeyCreated: "agent_key.created",
  agentKeyRevoked: "agent_key.revoked",
  leadDataExported: "lead.data_exported",
  leadsListExported: "lead.list_exported",
  leadErased: "lead.erased",
  retentionRan: "retention.ran",
} as const;
export type AuditAction = (typeof auditActions)[keyof typeof auditActions];
export const auditActionNames = Object.values(auditActions) as [AuditAction, ...AuditAction[]];

/** What the Activity page and the CSV call each action. */
export const auditActionLabels: Record<AuditAction, string> = {
  "sign_in.succeeded": "Signed in",
  "sign_in.failed": "Sign-in failed",
  "user.invited": "Invited",
  "user.role_changed": "Role changed",
  "user.deactivated": "Deactivated",
  "user.reactivated": "Reactivated",
  "user.signed_out_everywhere": "Signed out everywhere",
  "user.data_exported": "Person's data exported",
  "user.erased": "Person erased",
  "passkey.added": "Passkey added",
  "passkey.removed": "Passkey removed",
  "oauth_client.created": "OAuth client created",
  "oauth_client.deleted": "OAuth client deleted",
  "batting_cage.configuration_saved": "Batting Cage configuration saved",
  "batting_cage.scenario_created": "Practice scenario created",
  "batting_cage.scenario_archived": "Practice scenario archived",
  "batting_cage.assignment_created": "Practice assignment created",
  "batting_cage.assignment_deleted": "Practice assignment deleted",
  "agent_key.created": "Agent key created",
  "agent_key.revoked": "Agent key revoked",
  "lead.data_exported": "Lead's data exported",
  "lead.list_exported": "Leads exported (CSV)",
  "lead.erased": "Lead erased",
  "retention.ran": "Retention pass",
};

/** Who acted when no person did: the label stored as the actor. */
export const auditSystemActors = {
  commandLine: "command line",
  seed: "demo data",
  initialAdminEmail: "INITIAL_ADMIN_EMAIL",
  retention: "retention",
  /** A failed sign-in that named nobody (a link, a passkey, a social account). */
  unknown: "unknown",
  /** What erasure leaves of a person's label (docs/privacy.md). */
  erased: "erased",
} as const;

export const auditEventSchema = z.object({
  id: z.string(),
  /** ISO date-time (UTC); pages show it in the viewer's time zone. */
  at: z.string(),
  /** One of auditActions (a string: an older release's action still reads). */
  action: z.string(),
  actor_user_id: z.nullable(z.string()),
  actor_label: z.string(),
  subject_user_id: z.nullable(z.string()),
  subject_label: z.nullable(z.string()),
  /** The client address as the rate limits see it; null for the command line and jobs. */
  ip: z.nullable(z.string()),
  user_agent_family: z.nullable(z.string()),
  /** What else the action says: roles before and after, the sign-in method, the changed fields, counts. */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditEventsAnswerSchema = z.object({ total: z.number(), events: z.array(auditEventSchema) });
export type AuditEventsAnswer = z.infer<typeof auditEventsAnswerSchema>;

/** Events per page of the Activity page and the API's default page. */
export const auditPageSize = 50;

/**
 * The filters (all optional, combined with "and"): `person` matches an actor or subject (part of an email, phone
 * number or name label, or an exact user id), `action` one action, `from` and `to` a period (ISO date-times,
 * `from` included, `to` excluded). Shared by the list and the CSV.
 */
export const auditFilterKeys = ["person", "action", "from", "to"] as const;
export type AuditFilters = Partial<Record<(typeof auditFilterKeys)[number], string>>;

export const auditPersonSchema = singleLineTextSchema.check(z.trim(), z.maxLength(254));

export const auditApiPaths = {
  list: "/api/admin/audit-events",
  csv: "/api/admin/audit-events.csv",
} as const;

/** A path with the filters (and paging) as its query, empty ones left out. */
export function auditQuery(path: string, filters: AuditFilters, page?: { limit: number; offset: number }): string {
  const params = new URLSearchParams();
  for (const key of auditFilterKeys) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (page) {
    params.set("limit", String(page.limit));
    params.set("offset", String(page.offset));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The CSV's columns, in order. */
export const auditCsvColumns = [
  "at",
  "action",
  "actor",
  "actor_user_id",
  "subject",
  "subject_user_id",
  "ip",
  "user_agent_family",
  "details",
] as const;

/** The Activity page's words. */
export const activityLabels = {
  intro: "Who signed in, changed a role, exported or erased data, and more: newest first, in your time zone.",
  filtersHeading: "Filter",
  person: "Person",
  personHint: "Part of an email address, phone number or name, or a user id",
  action: "Action",
  anyAction: "Any action",
  from: "From",
  to: "To",
  apply: "Apply",
  clear: "Clear",
  downloadCsv: "Download CSV",
  tableCaption: "Audit events, newest first",
  columns: { at: "When", action: "Action", actor: "Who", subject: "Whom", client: "From", details: "Details" },
  noSubject: "-",
  noClient: "-",
  previous: "Previous",
  next: "Next",
  range: (from: number, to: number, total: number) => `${from}-${to} of ${total}`,
} as const;

export const activityMessages = {
  loading: "Loading activity...",
  empty: "No activity matches these filters.",
  periodBackwards: "The period's start must not be after its end.",
} as const;
