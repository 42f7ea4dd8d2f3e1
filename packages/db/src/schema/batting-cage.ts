import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { BattingCageResolvedConfiguration, ConversationUser } from "@dugout/contracts/batting-cage";

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
    /** Who saved this version (the signed-in admin, not the body's claim). */
    userId: text("user_id"),
    userFullName: text("user_full_name"),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index("batting_cage_configurations_created_at_idx").on(table.createdAt)],
);

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
    status: text("status", { enum: ["active", "ended"] })
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
  },
  (table) => [
    // Reports filter a time range and aggregate the duration: with duration_ms in the index the
    // count and average are an index-only scan, however many conversations there are.
    index("batting_cage_conversations_created_at_idx").on(table.createdAt, table.durationMs),
    index("batting_cage_conversations_user_created_idx").on(table.userId, table.createdAt),
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
