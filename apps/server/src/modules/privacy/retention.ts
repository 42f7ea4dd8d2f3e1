import { inArray, lt, notInArray, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  agentResponseDaily,
  agentResponses,
  battingCageConversations,
  businessNameSubmissions,
  callRecords,
  identityEvents,
  outboxMessages,
  rawRows,
  type Db,
} from "@dugout/db";
import { userAdminEvents } from "@dugout/contracts/users";
import type { AppConfig } from "../../config";

/** The kinds of personal data with a retention period, each governed by one setting (docs/privacy.md). */
export const retentionSettings = {
  leads: "RETAIN_LEADS_DAYS",
  practice: "RETAIN_PRACTICE_DAYS",
  calls: "RETAIN_CALLS_DAYS",
  signin_events: "RETAIN_SIGNIN_EVENTS_DAYS",
  usage: "RETAIN_USAGE_DAYS",
  audit: "RETAIN_AUDIT_DAYS",
} as const satisfies Record<string, keyof AppConfig>;

export type RetentionKind = keyof typeof retentionSettings;

/** One table's share of a kind: its rows older than the cutoff. Rows that hang off them go by ON DELETE CASCADE. */
interface RetentionRule {
  kind: RetentionKind;
  table: PgTable;
  expired(cutoff: Date): SQL | undefined;
}

const auditEventNames = Object.values(userAdminEvents);

const rules: readonly RetentionRule[] = [
  // Names, logos and palettes cascade from their submission.
  { kind: "leads", table: businessNameSubmissions, expired: (cutoff) => lt(businessNameSubmissions.createdAt, cutoff) },
  // Transcript entries and scores cascade from their call.
  {
    kind: "practice",
    table: battingCageConversations,
    expired: (cutoff) => lt(battingCageConversations.createdAt, cutoff),
  },
  // By when the call took place; an imported call without a date, by when it was imported.
  {
    kind: "calls",
    table: callRecords,
    expired: (cutoff) => sql`coalesce(${callRecords.date}, ${callRecords.createdAt}) < ${cutoff.toISOString()}`,
  },
  {
    kind: "signin_events",
    table: identityEvents,
    expired: (cutoff) =>
      sql`${lt(identityEvents.createdAt, cutoff)} and ${notInArray(identityEvents.name, auditEventNames)}`,
  },
  { kind: "signin_events", table: outboxMessages, expired: (cutoff) => lt(outboxMessages.createdAt, cutoff) },
  { kind: "usage", table: agentResponses, expired: (cutoff) => lt(agentResponses.respondedAt, cutoff) },
  {
    kind: "usage",
    table: agentResponseDaily,
    expired: (cutoff) => lt(agentResponseDaily.day, cutoff.toISOString().slice(0, 10)),
  },
  {
    kind: "audit",
    table: identityEvents,
    expired: (cutoff) =>
      sql`${lt(identityEvents.createdAt, cutoff)} and ${inArray(identityEvents.name, auditEventNames)}`,
  },
];

/**
 * Rows per statement: each batch is its own short statement, so a first pass over years of data never
 * holds locks on a whole table, and the app's writes interleave with it.
 */
const batchSize = 500;

export type RetentionReport = Record<RetentionKind, number | "kept">;

/**
 * Deletes every row past its kind's retention period, in batches, and says how many of each kind went
 * ("kept" for a kind whose setting is 0). Idempotent: two instances running it at once delete each row once.
 */
export async function runRetention(db: Db, config: AppConfig, now = new Date()): Promise<RetentionReport> {
  const report = Object.fromEntries(
    Object.entries(retentionSettings).map(([kind, setting]) => [kind, config[setting] === 0 ? "kept" : 0]),
  ) as RetentionReport;
  for (const rule of rules) {
    const days = config[retentionSettings[rule.kind]];
    if (days === 0) continue;
    const condition = rule.expired(new Date(now.getTime() - days * 86_400_000));
    for (;;) {
      // ctid: one form for every table, whatever its key (agent_response_daily's is composite).
      const removed = await rawRows(
        db,
        sql`delete from ${rule.table} where ctid in (select ctid from ${rule.table} where ${condition} limit ${batchSize}) returning 1`,
      );
      report[rule.kind] = (report[rule.kind] as number) + removed.length;
      if (removed.length < batchSize) break;
    }
  }
  return report;
}

/** "3 leads, 0 practice calls, ..., audit events kept forever": for the log and the CLI. */
export function describeRetention(report: RetentionReport): string {
  const labels: Record<RetentionKind, string> = {
    leads: "name-generator submissions",
    practice: "practice calls",
    calls: "sales calls",
    signin_events: "sign-in events and outbox messages",
    usage: "agent usage rows",
    audit: "account-admin events",
  };
  return (Object.keys(labels) as RetentionKind[])
    .map((kind) => (report[kind] === "kept" ? `${labels[kind]} kept forever` : `${report[kind]} ${labels[kind]}`))
    .join(", ");
}
