import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { BattingCageResolvedConfiguration, ConversationUser } from "@dugout/contracts/batting-cage";
import type { PracticeScoreStatus } from "@dugout/contracts/batting-cage-scores";
import type { ScoreEvidence } from "@dugout/contracts/scoring-evidence";

/**
 * Every save of the admin form is a new row (docs/decisions/0009-batting-cage-autosave-and-sessions.md): the latest row is the current
 * configuration, older rows stay because conversations point at the version they used.
 * Select values are checked against the fixed lists by the API, not by the database, so that
 * a list change never needs a migration.
 */
export const battingCageConfigurations = pgTable(
  "batting_cage_configurations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerType: text("customer_type"),
    objection: text("objection"),
    businessName: text("business_name"),
    employeeCount: text("employee_count"),
    businessType: text("business_type"),
    payrollProvider: text("payroll_provider"),
    personalityType: text("personality_type"),
    customInstructions: text("custom_instructions").notNull().default(""),
    randomizeCustomerType: boolean("randomize_customer_type").notNull().default(false),
    randomizeObjection: boolean("randomize_objection").notNull().default(false),
    randomizeBusinessName: boolean("randomize_business_name").notNull().default(false),
    randomizeEmployeeCount: boolean("randomize_employee_count").notNull().default(false),
    randomizeBusinessType: boolean("randomize_business_type").notNull().default(false),
    randomizePayrollProvider: boolean("randomize_payroll_provider").notNull().default(false),
    randomizePersonalityType: boolean("randomize_personality_type").notNull().default(false),
    /** When on, reps are not told the scenario (customer, objection, business) until their call has ended. */
    hideScenarioFromReps: boolean("hide_scenario_from_reps").notNull().default(false),
    /** Who saved this version (the signed-in admin, not the body's claim). */
    userId: text("user_id"),
    userFullName: text("user_full_name"),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index("batting_cage_configurations_created_at_idx").on(table.createdAt)],
);

export type ConversationEndReason = "caller" | "no_autosave" | "server_shutdown";

/** One practice call. The transcript lives in its own table so that autosave appends rows. */
export const battingCageConversations = pgTable(
  "batting_cage_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The caller's user id; no foreign key, so that the identity tables can evolve on their own. */
    userId: text("user_id").notNull(),
    /** The identity-provider user data as it was when the call started (docs/requirements/batting-cage.md#conversation). */
    userData: jsonb("user_data").$type<ConversationUser>().notNull(),
    configurationId: uuid("configuration_id").references(() => battingCageConfigurations.id, {
      onDelete: "set null",
    }),
    /** The values actually used in the call, randomised fields resolved. */
    configuration: jsonb("configuration").$type<BattingCageResolvedConfiguration>().notNull(),
    /** active → ended by the caller, or → abandoned by the job that closes calls whose browser went away. */
    status: text("status", { enum: ["active", "ended", "abandoned"] })
      .notNull()
      .default("active"),
    /** Entries stored so far: where the next append starts. */
    transcriptLength: integer("transcript_length").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    durationMs: integer("duration_ms"),
    /** When the last transcript entry arrived: an abandoned call's duration ends there. */
    lastEntryAt: timestamp("last_entry_at", { withTimezone: true }),
    /**
     * Who or what ended the call: `caller` (the browser's final PATCH), `no_autosave` (the abandoned-call
     * sweep), `server_shutdown` (the instance carrying its voice call shut down); null before this was kept.
     */
    endReason: text("end_reason").$type<ConversationEndReason>(),
  },
  (table) => [
    // Reports filter a time range and aggregate the duration: with duration_ms in the index the
    // count and average are an index-only scan, however many conversations there are.
    index("batting_cage_conversations_created_at_idx").on(table.createdAt, table.durationMs),
    index("batting_cage_conversations_user_created_idx").on(table.userId, table.createdAt),
    // The abandoned-call sweep reads only the active calls, oldest autosave first.
    index("batting_cage_conversations_active_updated_idx")
      .on(table.updatedAt)
      .where(sql`status = 'active'`),
  ],
);

export const battingCageTranscriptEntries = pgTable(
  "batting_cage_transcript_entries",
  {
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => battingCageConversations.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    text: text("text").notNull(),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.position] })],
);

/**
 * The score of one practice call, one row per conversation (the primary key makes a second
 * delivery of the scoring job an update of the same row, never a second score). Created `pending`
 * in the transaction that ends the call, so a call ended just before the process died is found
 * and scored at the next start.
 */
export const battingCagePracticeScores = pgTable(
  "batting_cage_practice_scores",
  {
    conversationId: uuid("conversation_id")
      .primaryKey()
      .references(() => battingCageConversations.id, { onDelete: "cascade" }),
    status: text("status").$type<PracticeScoreStatus>().notNull().default("pending"),
    total: doublePrecision("total"),
    /** The eight category scores (null where the call gave no occasion). */
    categories: jsonb("categories").$type<Record<string, number | null>>(),
    evidence: jsonb("evidence").$type<ScoreEvidence>(),
    feedback: text("feedback"),
    scoredBy: text("scored_by"),
    /** Why the call has no score (status failed), or why the configured scorer was replaced by the offline one. */
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    scoredAt: timestamp("scored_at", { withTimezone: true }),
  },
  (table) => [
    index("batting_cage_practice_scores_pending_idx")
      .on(table.createdAt)
      .where(sql`status = 'pending'`),
  ],
);
