import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The customer the simulator plays (integrations/realtime/port.ts's CustomerPersona), as it was minted. */
export interface SimulatorCallPersona {
  customer_type: string;
  objection: string;
  business_name: string;
  employee_count: string;
  business_type: string;
  payroll_provider: string;
  personality_type: string;
  custom_instructions: string;
}

/**
 * One call of the offline voice simulator, from its `create_session` secret to its end, shared by every
 * instance: the instance that mints the secret is rarely the one a round-robin proxy sends the SDP offer
 * to. The secret is kept as its SHA-256 only. Claiming it (single use) names the instance that accepted
 * the offer and hosts the media; the call's end and its reason are written by whichever instance hears
 * it. The customer's instructions are needed only to open the call and are cleared once it is claimed.
 */
export const realtimeSimulatorCalls = pgTable(
  "realtime_simulator_calls",
  {
    secretDigest: text("secret_digest").primaryKey(),
    /** The practice conversation this call belongs to (no foreign key: the simulator stands apart from the batting cage). */
    conversationId: text("conversation_id").notNull(),
    instructions: text("instructions"),
    persona: jsonb("persona").$type<SimulatorCallPersona>().notNull(),
    /** The secret opens no call after this. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    /** The instance hosting the media (its id, made at boot) and the call's id there (the SDP answer's Location). */
    hostInstance: text("host_instance"),
    callId: text("call_id"),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** What ended it: the browser closed the channel, the connection failed, the host shut down, ... */
    endReason: text("end_reason"),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    index("realtime_simulator_calls_expires_at_idx").on(table.expiresAt),
    index("realtime_simulator_calls_conversation_idx").on(table.conversationId),
  ],
);
