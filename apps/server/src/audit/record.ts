import type { FastifyRequest } from "fastify";
import { auditSystemActors, type AuditAction } from "@dugout/contracts/audit";
import { auditEvents, type AuditDetailValue, type Db } from "@dugout/db";
import { userAgentFamily } from "../plugins/user-agent";

/**
 * The one writer of the audit trail (`audit_events`, docs/decisions/0039-one-audit-trail.md): every
 * security-relevant action calls `recordAudit`, whichever module or command performs it. Pass the transaction
 * that makes the change when there is one, so the event and the change commit together.
 */

/** Who acted, or whom it was done to: a person (their user id and email) or a name (a client, a key, a job). */
export interface AuditParty {
  userId?: string | null;
  label: string;
}

/** Where the request came from: the address the rate limits count (`request.ip`) and the browser's family. */
export interface AuditClient {
  ip: string | null;
  userAgentFamily: string | null;
}

export interface AuditEntry {
  action: AuditAction;
  actor: AuditParty;
  subject?: AuditParty | null;
  /** Absent for the command line and jobs, which have no client. */
  client?: AuditClient;
  details?: Record<string, AuditDetailValue>;
  at?: Date;
}

/**
 * A label as typed by whoever acted (a failed sign-in's address is the caller's text): without control characters,
 * which PostgreSQL's text refuses (NUL) or a terminal would run, and at most an email address long.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
export const cleanAuditText = (label: string): string => label.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 254);

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    action: entry.action,
    actorUserId: entry.actor.userId ?? null,
    actorLabel: cleanAuditText(entry.actor.label),
    subjectUserId: entry.subject?.userId ?? null,
    subjectLabel: entry.subject ? cleanAuditText(entry.subject.label) : null,
    ip: entry.client?.ip ?? null,
    userAgentFamily: entry.client?.userAgentFamily ?? null,
    details: entry.details ?? {},
    ...(entry.at ? { at: entry.at } : {}),
  });
}

/** The request's client as the trail records it: the same address the rate limits and the request log use. */
export function auditClient(request: FastifyRequest): AuditClient {
  return { ip: request.ip, userAgentFamily: userAgentFamily(request.headers["user-agent"]) ?? null };
}

/** A signed-in person as an actor or subject: their id, and their email as people read it. */
const personParty = (user: { id: string; email: string }): AuditParty => ({
  userId: user.id,
  label: user.email,
});

/** An operator at the command line (`npm run ...`): no person, no client. */
export const commandLineActor: AuditParty = { label: auditSystemActors.commandLine };

/** Who asked for an action that a command and a route both perform: the actor, and the client when there is one. */
export interface AuditBy {
  actor: AuditParty;
  client?: AuditClient;
}

/** The signed-in caller of a request, as `AuditBy`. */
export const requestBy = (request: FastifyRequest, caller: { id: string; email: string }): AuditBy => ({
  actor: personParty(caller),
  client: auditClient(request),
});

/** An operator at the command line, as `AuditBy`. */
export const commandLineBy: AuditBy = { actor: commandLineActor };
