import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A JSON value an audit event's details may hold (what changed: names, counts, roles). */
export type AuditDetailValue = string | number | boolean | null | readonly string[] | Record<string, number | string>;

/**
 * The audit trail: one row per security-relevant action (who did what to whom, from where, when), written by
 * `recordAudit` in apps/server/src/audit/. Append-only: a trigger (migration 0018) refuses UPDATE and DELETE
 * except through `audit_events_scrub` (a person's erasure) and `audit_events_expire` (retention).
 *
 * The user ids are not foreign keys: the trail outlives the accounts it names (an erased account's events stay,
 * scrubbed), and a cascade would be an UPDATE the trigger refuses.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** One of `auditActions` (packages/contracts/src/audit.ts), e.g. `user.role_changed`. */
    action: text("action").notNull(),
    actorUserId: uuid("actor_user_id"),
    /** Who acted, as people read it: an email, a phone number, `command line`, `retention`; `erased` after erasure. */
    actorLabel: text("actor_label").notNull(),
    subjectUserId: uuid("subject_user_id"),
    /** Whom or what it was done to: an account's email, a client's name, an agent key's prefix. */
    subjectLabel: text("subject_label"),
    /** The client address as the rate limits see it (`request.ip`); null for the command line and jobs. */
    ip: text("ip"),
    /** "Chrome", "curl", ... (plugins/user-agent.ts), never the whole header. */
    userAgentFamily: text("user_agent_family"),
    details: jsonb("details").$type<Record<string, AuditDetailValue>>(),
  },
  (table) => [
    index("audit_events_at_idx").on(table.at),
    index("audit_events_action_at_idx").on(table.action, table.at),
    index("audit_events_actor_user_id_idx").on(table.actorUserId),
    index("audit_events_subject_user_id_idx").on(table.subjectUserId),
  ],
);
