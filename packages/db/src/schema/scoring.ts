import { sql } from "drizzle-orm";
import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { ScoreEvidence } from "@dugout/contracts/scoring-evidence";
import { callSortKeys, type CallSortColumn } from "./call-sort-keys";

const score = (name: string) => doublePrecision(name);

/**
 * Analysed sales calls (docs/requirements/scoring-champ.md#call-record), keyed by Gong's call id. They arrive from the seed,
 * the import command or the Gong sync; a call with a transcript and no scored_at waits for the
 * background scorer.
 */
export const callRecords = pgTable(
  "call_records",
  {
    gongCallId: text("gong_call_id").primaryKey(),
    rep: text("rep"),
    userEmail: text("user_email"),
    companyName: text("company_name"),
    /** The company lower-cased, kept by PostgreSQL: the search's LIKE reads it from the indexes as it is. */
    companySearch: text("company_search").generatedAlwaysAs(sql`lower(company_name)`),
    date: timestamp("date", { withTimezone: true }),
    durationMs: integer("duration_ms"),
    score: score("score"),
    aceScore: score("ace_score"),
    discoveryEffectivenessScore: score("discovery_effectiveness_score"),
    discoveryDepthScore: score("discovery_depth_score"),
    consultationTeachScore: score("consultation_teach_score"),
    consultationTailorScore: score("consultation_tailor_score"),
    consultationControlScore: score("consultation_control_score"),
    objectionProbingScore: score("objection_probing_score"),
    objectionRespondingScore: score("objection_responding_score"),
    gongUrl: text("gong_url"),
    feedback: text("feedback"),
    transcript: text("transcript"),
    /** Per category: the transcript lines behind the score and a suggestion (null when scored before evidence). */
    evidence: jsonb("evidence").$type<ScoreEvidence>(),
    /** seed | import | gong */
    source: text("source").notNull(),
    scoredAt: timestamp("scored_at", { withTimezone: true }),
    /** Who scored it: heuristic, llm, or the source's own scores (import). */
    scoredBy: text("scored_by"),
    scoringError: text("scoring_error"),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    // Date order (the default listing) and every date-range filter and count over all reps; the
    // trailing columns let the filters and the search be checked on the index alone.
    index("call_records_date_idx").on(table.date, table.gongCallId, table.rep, table.companySearch),
    // The same for one rep; also serves the distinct rep list.
    index("call_records_rep_date_idx").on(table.rep, table.date, table.gongCallId, table.companySearch),
    // One index per other sortable column, in the listing's order.
    ...(Object.keys(callSortKeys) as CallSortColumn[])
      .filter((column) => column !== "date")
      .map((column) =>
        index(`call_records_by_${column}_idx`)
          .on(
            sql.raw(callSortKeys[column].key),
            table.gongCallId,
            table.date,
            table.rep,
            // What the filters and the search read (company_search is already the key of its own index),
            // and, for the index-only scan, the column an expression key is computed from.
            ...(column === "company_name" ? [] : [table.companySearch]),
            ...(column === "user_email" ? [table.userEmail] : []),
          )
          .where(sql.raw(callSortKeys[column].filled)),
      ),
    // One rep's scored calls by the email on them, as coaching matches a rep's account (trimmed, lower-cased):
    // without it a draft read every call record (about 1 s over 1,000,000 calls; ADR 0041).
    index("call_records_rep_email_idx")
      .on(sql`lower(trim(${table.userEmail}))`, table.date)
      .where(sql`${table.score} is not null`),
    // The background scorer's queue.
    index("call_records_unscored_idx")
      .on(table.createdAt)
      .where(sql`${table.scoredAt} is null and ${table.transcript} is not null`),
  ],
);

/**
 * Progress of the Gong sync, one row per source. `cursor` is Gong's page cursor of the run in
 * progress (null between runs); `watermark` is where the next run starts.
 */
export const gongSyncState = pgTable("gong_sync_state", {
  key: text("key").primaryKey(),
  watermark: timestamp("watermark", { withTimezone: true }),
  runFrom: timestamp("run_from", { withTimezone: true }),
  runStartedAt: timestamp("run_started_at", { withTimezone: true }),
  cursor: text("cursor"),
  pagesDone: integer("pages_done").notNull().default(0),
  callsSynced: integer("calls_synced").notNull().default(0),
  lastError: text("last_error"),
  lastCompletedAt: timestamp("last_completed_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
