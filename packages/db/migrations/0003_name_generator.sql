CREATE TABLE "business_name_branding" (
	"name_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_name_branding_name_id_kind_pk" PRIMARY KEY("name_id","kind")
);
--> statement-breakpoint
CREATE TABLE "business_name_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"description" text NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"ideal_customer" text DEFAULT '' NOT NULL,
	"brand_references" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"vibe" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"lead_name" text,
	"lead_email" text,
	"lead_timeline" text,
	"unlocked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_names" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"why_this_works" text DEFAULT '' NOT NULL,
	"generator" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"research_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_name_branding" ADD CONSTRAINT "business_name_branding_name_id_business_names_id_fk" FOREIGN KEY ("name_id") REFERENCES "public"."business_names"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_names" ADD CONSTRAINT "business_names_submission_id_business_name_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."business_name_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_name_submissions_unlocked_at_idx" ON "business_name_submissions" USING btree ("unlocked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "business_names_submission_position_idx" ON "business_names" USING btree ("submission_id","position");