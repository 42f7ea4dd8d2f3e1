CREATE TABLE "batting_cage_practice_scores" (
	"conversation_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"total" double precision,
	"categories" jsonb,
	"evidence" jsonb,
	"feedback" text,
	"scored_by" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scored_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "call_records" ADD COLUMN "evidence" jsonb;--> statement-breakpoint
ALTER TABLE "batting_cage_conversations" ADD COLUMN "last_entry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "batting_cage_practice_scores" ADD CONSTRAINT "batting_cage_practice_scores_conversation_id_batting_cage_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."batting_cage_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batting_cage_practice_scores_pending_idx" ON "batting_cage_practice_scores" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "batting_cage_conversations_active_updated_idx" ON "batting_cage_conversations" USING btree ("updated_at") WHERE status = 'active';