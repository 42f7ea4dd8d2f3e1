CREATE TABLE "realtime_simulator_calls" (
	"secret_digest" text PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"instructions" text,
	"persona" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"host_instance" text,
	"call_id" text,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "realtime_simulator_calls_expires_at_idx" ON "realtime_simulator_calls" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "realtime_simulator_calls_conversation_idx" ON "realtime_simulator_calls" USING btree ("conversation_id");