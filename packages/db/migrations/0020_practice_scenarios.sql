CREATE TABLE "batting_cage_assignees" (
	"assignment_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"reminded_due_at" timestamp with time zone,
	"reminded_overdue_at" timestamp with time zone,
	CONSTRAINT "batting_cage_assignees_assignment_id_user_id_pk" PRIMARY KEY("assignment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "batting_cage_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scenario_id" uuid NOT NULL,
	"categories" jsonb NOT NULL,
	"goal_calls" integer NOT NULL,
	"goal_min_score" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batting_cage_scenarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batting_cage_configurations" ADD COLUMN "scenario_id" uuid;--> statement-breakpoint
ALTER TABLE "batting_cage_configurations" ADD COLUMN "name" text DEFAULT 'Default scenario' NOT NULL;--> statement-breakpoint
ALTER TABLE "batting_cage_configurations" ADD COLUMN "difficulty" text DEFAULT 'medium' NOT NULL;--> statement-breakpoint
ALTER TABLE "batting_cage_configurations" ADD COLUMN "categories" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "batting_cage_conversations" ADD COLUMN "scenario_id" uuid;--> statement-breakpoint
ALTER TABLE "batting_cage_assignees" ADD CONSTRAINT "batting_cage_assignees_assignment_id_batting_cage_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."batting_cage_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batting_cage_assignments" ADD CONSTRAINT "batting_cage_assignments_scenario_id_batting_cage_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."batting_cage_scenarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batting_cage_assignees_user_idx" ON "batting_cage_assignees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "batting_cage_assignments_created_at_idx" ON "batting_cage_assignments" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "batting_cage_configurations" ADD CONSTRAINT "batting_cage_configurations_scenario_id_batting_cage_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."batting_cage_scenarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batting_cage_conversations" ADD CONSTRAINT "batting_cage_conversations_scenario_id_batting_cage_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."batting_cage_scenarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batting_cage_configurations_scenario_created_idx" ON "batting_cage_configurations" USING btree ("scenario_id","created_at");--> statement-breakpoint
CREATE INDEX "batting_cage_conversations_scenario_user_created_idx" ON "batting_cage_conversations" USING btree ("scenario_id","user_id","created_at");
--> statement-breakpoint
-- Hand-written: the configuration history becomes the first scenario, the default one (docs/decisions/0040-practice-scenarios-and-assignments.md).
-- It is created even on a fresh install, so the old configuration routes always have a scenario to read and write.
INSERT INTO "batting_cage_scenarios" ("created_at")
SELECT COALESCE(MIN("created_at"), now()) FROM "batting_cage_configurations";--> statement-breakpoint
UPDATE "batting_cage_configurations"
SET "scenario_id" = (SELECT "id" FROM "batting_cage_scenarios" LIMIT 1),
    "categories" = '["objection_probing_score","objection_responding_score"]'::jsonb;--> statement-breakpoint
UPDATE "batting_cage_conversations"
SET "scenario_id" = (SELECT "id" FROM "batting_cage_scenarios" LIMIT 1);
