CREATE TABLE "sign_in_token_bindings" (
	"token_digest" text PRIMARY KEY NOT NULL,
	"binding_digest" text,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_token_bindings_expires_at_idx" ON "sign_in_token_bindings" USING btree ("expires_at");