import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * One visitor's idea (docs/requirements/name-generator.md#submission), and the lead that unlocks its names.
 * name/email/phone/zip and the lead_* columns are personal data: read only through admin routes, never logged.
 */
export const businessNameSubmissions = pgTable(
  "business_name_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    description: text("description").notNull(),
    industry: text("industry").notNull().default(""),
    idealCustomer: text("ideal_customer").notNull().default(""),
    brandReferences: text("brand_references").notNull().default(""),
    zipCode: text("zip_code").notNull().default(""),
    vibe: integer("vibe").notNull(),
    name: text("name").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    leadName: text("lead_name"),
    leadEmail: text("lead_email"),
    leadTimeline: text("lead_timeline"),
    unlockedAt: timestamp("unlocked_at", { withTimezone: true }),
    /**
     * The browser that made it (a random id in a signed httpOnly cookie): only that browser reads the
     * submission, and its lead unlocks the browser's later submissions. Null for rows made before it existed.
     */
    visitorId: uuid("visitor_id"),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    index("business_name_submissions_unlocked_at_idx").on(table.unlockedAt),
    index("business_name_submissions_visitor_unlocked_idx").on(table.visitorId, table.unlockedAt),
  ],
);

/** A candidate name: created pending, scored by the job queue (complete), or failed once retries run out. */
export const businessNames = pgTable(
  "business_names",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => businessNameSubmissions.id, { onDelete: "cascade" }),
    /** 0 is the top result, the only one whose research is shown before unlock. */
    position: integer("position").notNull(),
    name: text("name").notNull(),
    whyThisWorks: text("why_this_works").notNull().default(""),
    generator: text("generator").notNull().default(""),
    status: text("status", { enum: ["pending", "complete", "failed"] })
      .notNull()
      .default("pending"),
    researchData: jsonb("research_data"),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [uniqueIndex("business_names_submission_position_idx").on(table.submissionId, table.position)],
);

/**
 * Branding computed once per name: kind is taglines, logo_directions, brand_personality, color_palettes,
 * or logo_image:<hash of the direction>.
 */
export const businessNameBranding = pgTable(
  "business_name_branding",
  {
    nameId: uuid("name_id")
      .notNull()
      .references(() => businessNames.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    data: jsonb("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.nameId, table.kind] })],
);
