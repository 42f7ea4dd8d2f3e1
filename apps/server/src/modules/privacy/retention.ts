import { lt, sql, type SQL } from "drizzle-orm";
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
import { auditActions } from "@dugout/contracts/audit";
import { expireAuditEvents } from "../../audit/maintenance";
import { recordAudit, type AuditBy } from "../../audit/record";
import type { AppConfig } from "../../config";

/** The kinds of personal data with a retention period, each governed by one setting (docs/privacy.md). */
const retentionSettings = {
  leads: "RETAIN_LEADS_DAYS",
  practice: "RETAIN_PRACTICE_DAYS",
  calls: "RETAIN_CALLS_DAYS",
  signin_events: "RETAIN_SIGNIN_EVENTS_DAYS",
  usage: "RETAIN_USAGE_DAYS",
  audit: "RETAIN_AUDIT_DAYS",
} as const satisfies Record<string, keyof AppConfig>;

type RetentionKind = keyof typeof retentionSettings;

/**
 * One table's share of a kind: its rows older than the cutoff. Rows that hang off them go by ON DELETE CASCADE.
 * A table that refuses plain deletes (the append-only audit trail) names its own batch deleter instead.
 */
type RetentionRule = { kind: RetentionKind } & (
  | { table: PgTable; expired(cutoff: Date): SQL | undefined }
  | { deleteBatch(db: Db, cutoff: Date, limit: number): Promise<number> }
);

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
  { kind: "signin_events", table: identityEvents, expired: (cutoff) => lt(identityEvents.createdAt, cutoff) },
  { kind: "signin_events", table: outboxMessages, expired: (cutoff) => lt(outboxMessages.createdAt, cutoff) },
  { kind: "usage", table: agentResponses, expired: (cutoff) => lt(agentResponses.respondedAt, cutoff) },
  {
    kind: "usage",
    table: agentResponseDaily,
    expired: (cutoff) => lt(agentResponseDaily.day, cutoff.toISOString().slice(0, 10)),
  },
  // Through the one delete the trail allows (audit/maintenance.ts), by when the event happened.
  { kind: "audit", deleteBatch: expireAuditEvents },
];

/** One batch of a rule: how many rows it deleted. */
async function deleteBatch(db: Db, rule: RetentionRule, cutoff: Date): Promise<number> {
  if ("deleteBatch" in rule) return rule.deleteBatch(db, cutoff, batchSize);
  // ctid: one form for every table, whatever its key (agent_response_daily's is composite).
  const removed = await rawRows(
    db,
    sql`delete from ${rule.table} where ctid in (select ctid from ${rule.table} where ${rule.expired(cutoff)} limit ${batchSize}) returning 1`,
  );
  return removed.length;
}

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
    const cutoff = new Date(now.getTime() - days * 86_400_000);
    for (;;) {
      const removed = await deleteBatch(db, rule, cutoff);
      report[rule.kind] = (report[rule.kind] as number) + removed;
      if (removed < batchSize) break;
    }
  }
  return report;
}

/**
 * A retention pass as the daily job and `npm run retention -- run` make it: the pass, then its event in the
 * audit trail with what it removed (after the pass, so a pass never removes its own record).
 */
export async function retentionPass(db: Db, config: AppConfig, by: AuditBy): Promise<RetentionReport> {
  const report = await runRetention(db, config);
  await recordAudit(db, { action: auditActions.retentionRan, ...by, details: { removed: report } });
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
    audit: "audit events",
  };
  return (Object.keys(labels) as RetentionKind[])
    .map((kind) => (report[kind] === "kept" ? `${labels[kind]} kept forever` : `${report[kind]} ${labels[kind]}`))
    .join(", ");
}
