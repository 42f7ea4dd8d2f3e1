CREATE TABLE "batting_cage_configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_type" text,
	"objection" text,
	"business_name" text,
	"employee_count" text,
	"business_type" text,
	"payroll_provider" text,
	"personality_type" text,
	"custom_instructions" text DEFAULT '' NOT NULL,
	"randomize_customer_type" boolean DEFAULT false NOT NULL,
	"randomize_objection" boolean DEFAULT false NOT NULL,
	"randomize_business_name" boolean DEFAULT false NOT NULL,
	"randomize_employee_count" boolean DEFAULT false NOT NULL,
	"randomize_business_type" boolean DEFAULT false NOT NULL,
	"randomize_payroll_provider" boolean DEFAULT false NOT NULL,
	"randomize_personality_type" boolean DEFAULT false NOT NULL,
	"user_id" text,
	"user_full_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batting_cage_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"user_data" jsonb NOT NULL,
	"configuration_id" uuid,
	"configuration" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"transcript_length" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"duration_ms" integer
);
--> statement-breakpoint
CREATE TABLE "batting_cage_transcript_entries" (
	"conversation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"role" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "batting_cage_transcript_entries_conversation_id_position_pk" PRIMARY KEY("conversation_id","position")
);
--> statement-breakpoint
ALTER TABLE "batting_cage_conversations" ADD CONSTRAINT "batting_cage_conversations_configuration_id_batting_cage_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."batting_cage_configurations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batting_cage_transcript_entries" ADD CONSTRAINT "batting_cage_transcript_entries_conversation_id_batting_cage_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."batting_cage_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batting_cage_configurations_created_at_idx" ON "batting_cage_configurations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "batting_cage_conversations_created_at_idx" ON "batting_cage_conversations" USING btree ("created_at","duration_ms");--> statement-breakpoint
CREATE INDEX "batting_cage_conversations_user_created_idx" ON "batting_cage_conversations" USING btree ("user_id","created_at");