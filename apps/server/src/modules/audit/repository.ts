import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import type { AuditEvent } from "@dugout/contracts/audit";
import { auditEvents, type Db } from "@dugout/db";

/** The trail's filters, parsed: every one optional, combined with "and". */
export interface AuditQuery {
  /** Part of an actor's or subject's label (any letter case), or an exact user id. */
  person?: string;
  action?: string;
  from?: Date;
  /** Excluded: events strictly before it. */
  to?: Date;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `%` and `_` typed into the person filter are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function conditions(query: AuditQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  const person = query.person?.trim();
  if (person) {
    const byLabel = [
      ilike(auditEvents.actorLabel, likePattern(person)),
      ilike(auditEvents.subjectLabel, likePattern(person)),
    ];
    const byId = uuidPattern.test(person)
      ? [eq(auditEvents.actorUserId, person.toLowerCase()), eq(auditEvents.subjectUserId, person.toLowerCase())]
      : [];
    parts.push(or(...byLabel, ...byId));
  }
  if (query.action) parts.push(eq(auditEvents.action, query.action));
  if (query.from) parts.push(gte(auditEvents.at, query.from));
  if (query.to) parts.push(lt(auditEvents.at, query.to));
  return and(...parts);
}

type Row = typeof auditEvents.$inferSelect;

const toAuditEvent = (row: Row): AuditEvent => ({
  id: row.id,
  at: row.at.toISOString(),
  action: row.action,
  actor_user_id: row.actorUserId,
  actor_label: row.actorLabel,
  subject_user_id: row.subjectUserId,
  subject_label: row.subjectLabel,
  ip: row.ip,
  user_agent_family: row.userAgentFamily,
  details: row.details ?? {},
});

/** One page of matching events, newest first, and how many match in all. */
export async function listAuditEvents(
  db: Db,
  query: AuditQuery,
  page: { limit: number; offset: number },
): Promise<{ total: number; events: AuditEvent[] }> {
  const where = conditions(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(auditEvents).where(where),
  ]);
  return { total: Number(counted?.total ?? 0), events: rows.map(toAuditEvent) };
}

/** Every matching event, newest first, a page at a time (the CSV and the command line). */
export async function* eachAuditEvent(db: Db, query: AuditQuery, pageSize = 1000): AsyncGenerator<AuditEvent> {
  for (let offset = 0; ; offset += pageSize) {
    const { events } = await listAuditEvents(db, query, { limit: pageSize, offset });
    yield* events;
    if (events.length < pageSize) return;
  }
}
