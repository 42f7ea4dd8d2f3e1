CREATE TABLE "used_one_tap_credentials" (
	"token_digest" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_one_tap_credentials_expires_at_idx" ON "used_one_tap_credentials" USING btree ("expires_at");