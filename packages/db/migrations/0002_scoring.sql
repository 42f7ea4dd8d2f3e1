CREATE TABLE "call_records" (
	"gong_call_id" text PRIMARY KEY NOT NULL,
	"rep" text,
	"user_email" text,
	"company_name" text,
	"date" timestamp with time zone,
	"duration_ms" integer,
	"score" double precision,
	"ace_score" double precision,
	"discovery_effectiveness_score" double precision,
	"discovery_depth_score" double precision,
	"consultation_teach_score" double precision,
	"consultation_tailor_score" double precision,
	"consultation_control_score" double precision,
	"objection_probing_score" double precision,
	"objection_responding_score" double precision,
	"gong_url" text,
	"feedback" text,
	"transcript" text,
	"source" text NOT NULL,
	"scored_at" timestamp with time zone,
	"scored_by" text,
	"scoring_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gong_sync_state" (
	"key" text PRIMARY KEY NOT NULL,
	"watermark" timestamp with time zone,
	"run_from" timestamp with time zone,
	"run_started_at" timestamp with time zone,
	"cursor" text,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"calls_synced" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT pg_catalog.gen_random_uuid() NOT NULL,
	"agent" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "agent_api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "agent_responses" (
	"id" uuid PRIMARY KEY DEFAULT pg_catalog.gen_random_uuid() NOT NULL,
	"agent" text NOT NULL,
	"user_email" text NOT NULL,
	"responded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "call_records_date_idx" ON "call_records" USING btree ("date" DESC NULLS LAST,"gong_call_id");--> statement-breakpoint
CREATE INDEX "call_records_rep_date_idx" ON "call_records" USING btree ("rep","date" DESC NULLS LAST,"gong_call_id");--> statement-breakpoint
CREATE INDEX "call_records_unscored_idx" ON "call_records" USING btree ("created_at") WHERE "call_records"."scored_at" is null and "call_records"."transcript" is not null;--> statement-breakpoint
CREATE INDEX "agent_api_keys_agent_idx" ON "agent_api_keys" USING btree ("agent");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_responses_external_idx" ON "agent_responses" USING btree ("agent","external_id");--> statement-breakpoint
CREATE INDEX "agent_responses_stats_idx" ON "agent_responses" USING btree ("agent","responded_at","user_email");