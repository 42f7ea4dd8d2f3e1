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
import type { ScenarioDifficulty } from "@dugout/contracts/practice-scenarios";
import type { ScoreCategoryKey } from "@dugout/contracts/scoring";
import type { ScoreEvidence } from "@dugout/contracts/scoring-evidence";

/**
 * A practice scenario: the stable row that its versions (`batting_cage_configurations`) and the calls and
 * assignments that ran or aim at it point to (docs/decisions/0040-practice-scenarios-and-assignments.md). The
 * oldest scenario is the default one, which the migration created for the configuration history before
 * scenarios existed; it may have no version yet (then it reads as the default configuration) and is never archived.
 */
export const battingCageScenarios = pgTable("batting_cage_scenarios", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Archived scenarios leave the reps' list and cannot start new calls; their calls and versions stay. */
  archivedAt: timestamp("archived_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

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
    /** The scenario this is a version of (null only before the migration that introduced scenarios ran). */
    scenarioId: uuid("scenario_id").references(() => battingCageScenarios.id),
    name: text("name").notNull().default("Default scenario"),
    difficulty: text("difficulty").$type<ScenarioDifficulty>().notNull().default("medium"),
    /** The rubric categories the scenario exercises (one to three), in the admin's order. */
    categories: jsonb("categories").$type<ScoreCategoryKey[]>().notNull().default([]),
    /** Who saved this version (the signed-in admin, not the body's claim). */
    userId: text("user_id"),
    userFullName: text("user_full_name"),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    index("batting_cage_configurations_created_at_idx").on(table.createdAt),
    index("batting_cage_configurations_scenario_created_idx").on(table.scenarioId, table.createdAt),
  ],
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
    /** The scenario the call ran (configuration_id is the version of it). */
    scenarioId: uuid("scenario_id").references(() => battingCageScenarios.id, { onDelete: "set null" }),
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
    // Assignment progress: a rep's calls of one scenario since the assignment was made.
    index("batting_cage_conversations_scenario_user_created_idx").on(table.scenarioId, table.userId, table.createdAt),
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

/**
 * A manager's assignment of a scenario to reps, with a due time and a goal: `goal_calls` scored calls of the
 * scenario, made after the assignment, in which each aimed-at category scored at least `goal_min_score`. The
 * aimed-at categories are the scenario's as they were when the assignment was made (a later version does not
 * move the goal posts).
 */
export const battingCageAssignments = pgTable(
  "batting_cage_assignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    scenarioId: uuid("scenario_id")
      .notNull()
      .references(() => battingCageScenarios.id),
    categories: jsonb("categories").$type<ScoreCategoryKey[]>().notNull(),
    goalCalls: integer("goal_calls").notNull(),
    goalMinScore: integer("goal_min_score").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** The admin who made it (no foreign key, like every user reference outside identity). */
    createdBy: text("created_by"),
    createdByName: text("created_by_name").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index("batting_cage_assignments_created_at_idx").on(table.createdAt)],
);

/**
 * Who an assignment is for, one row per rep ("everyone" is expanded when it is made). The reminder columns
 * record that a reminder was claimed, so each is sent once even when two instances run the schedule.
 */
export const battingCageAssignees = pgTable(
  "batting_cage_assignees",
  {
    assignmentId: uuid("assignment_id")
      .notNull()
      .references(() => battingCageAssignments.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    remindedDueAt: timestamp("reminded_due_at", { withTimezone: true }),
    remindedOverdueAt: timestamp("reminded_overdue_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.assignmentId, table.userId] }),
    index("batting_cage_assignees_user_idx").on(table.userId),
  ],
);
