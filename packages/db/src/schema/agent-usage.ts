import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** One response an agent gave a user, reported through POST /api/agents/{agent}/responses. */
export const agentResponses = pgTable(
  "agent_responses",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`pg_catalog.gen_random_uuid()`),
    agent: text("agent").notNull(),
    userEmail: text("user_email").notNull(),
    respondedAt: timestamp("responded_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** The agent's own id for the response: a repeat is counted once. */
    externalId: text("external_id"),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    uniqueIndex("agent_responses_external_idx").on(table.agent, table.externalId),
    // Covers the statistics query (agent, date window, group by email) as an index-only scan.
    index("agent_responses_stats_idx").on(table.agent, table.respondedAt, table.userEmail),
  ],
);

/** Per-agent API keys; only a SHA-256 hash is stored, the prefix identifies a key to operators. */
export const agentApiKeys = pgTable(
  "agent_api_keys",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`pg_catalog.gen_random_uuid()`),
    agent: text("agent").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    keyPrefix: text("key_prefix").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("agent_api_keys_agent_idx").on(table.agent)],
);

/**
 * Responses per agent, UTC day and user, kept with every recorded response: the statistics read
 * whole days from here and only the partial days at the window's edges (in the viewer's zone)
 * from agent_responses, so a 30-day window costs a few thousand rows, not every response.
 */
export const agentResponseDaily = pgTable(
  "agent_response_daily",
  {
    agent: text("agent").notNull(),
    day: date("day").notNull(),
    userEmail: text("user_email").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.agent, table.day, table.userEmail] })],
);
