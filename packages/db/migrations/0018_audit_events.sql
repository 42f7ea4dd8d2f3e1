CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" uuid,
	"actor_label" text NOT NULL,
	"subject_user_id" uuid,
	"subject_label" text,
	"ip" text,
	"user_agent_family" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_events_action_at_idx" ON "audit_events" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "audit_events_actor_user_id_idx" ON "audit_events" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "audit_events_subject_user_id_idx" ON "audit_events" USING btree ("subject_user_id");--> statement-breakpoint
-- Append-only: UPDATE and DELETE are refused unless one of the two functions below is running (it turns
-- dugout.audit_maintenance on for its own statement only). TRUNCATE is always refused.
CREATE FUNCTION "audit_events_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'TRUNCATE' AND current_setting('dugout.audit_maintenance', true) = 'on' THEN
    IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % is refused', TG_OP USING ERRCODE = '42501';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_refuse_change"();
--> statement-breakpoint
-- A person's erasure: where they acted or were acted on (by user id, or by an identifier such as their email or
-- phone number), their label becomes 'erased'; where they acted, the client address and browser family go too.
-- SECURITY DEFINER: an app role without UPDATE on the table (docs/deploy.md) may still call it.
CREATE FUNCTION "audit_events_scrub"(p_user_id uuid, p_identifiers text[]) RETURNS integer
  LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
DECLARE
  changed integer;
BEGIN
  PERFORM set_config('dugout.audit_maintenance', 'on', true);
  UPDATE "audit_events" SET
    "actor_label" = CASE WHEN "actor_user_id" = p_user_id OR lower("actor_label") = ANY(p_identifiers)
      THEN 'erased' ELSE "actor_label" END,
    "subject_label" = CASE WHEN "subject_user_id" = p_user_id OR lower("subject_label") = ANY(p_identifiers)
      THEN 'erased' ELSE "subject_label" END,
    "ip" = CASE WHEN "actor_user_id" = p_user_id OR lower("actor_label") = ANY(p_identifiers)
      THEN NULL ELSE "ip" END,
    "user_agent_family" = CASE WHEN "actor_user_id" = p_user_id OR lower("actor_label") = ANY(p_identifiers)
      THEN NULL ELSE "user_agent_family" END
  WHERE "actor_user_id" = p_user_id OR "subject_user_id" = p_user_id
    OR lower("actor_label") = ANY(p_identifiers) OR lower("subject_label") = ANY(p_identifiers);
  GET DIAGNOSTICS changed = ROW_COUNT;
  PERFORM set_config('dugout.audit_maintenance', 'off', true);
  RETURN changed;
END
$$;
--> statement-breakpoint
-- Retention: deletes at most p_limit events older than p_cutoff, oldest first; answers how many went.
CREATE FUNCTION "audit_events_expire"(p_cutoff timestamptz, p_limit integer) RETURNS integer
  LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $$
DECLARE
  removed integer;
BEGIN
  PERFORM set_config('dugout.audit_maintenance', 'on', true);
  DELETE FROM "audit_events" WHERE "id" IN (
    SELECT "id" FROM "audit_events" WHERE "at" < p_cutoff ORDER BY "at" LIMIT p_limit
  );
  GET DIAGNOSTICS removed = ROW_COUNT;
  PERFORM set_config('dugout.audit_maintenance', 'off', true);
  RETURN removed;
END
$$;
--> statement-breakpoint
-- The account-admin events of identity_events become the first entries of the trail (one trail, one table).
INSERT INTO "audit_events" ("at", "action", "actor_user_id", "actor_label", "subject_user_id", "subject_label", "ip", "details")
SELECT
  e."occurred_at",
  CASE e."name"
    WHEN 'user_invited' THEN 'user.invited'
    WHEN 'user_role_changed' THEN 'user.role_changed'
    WHEN 'user_signed_out_everywhere' THEN 'user.signed_out_everywhere'
    WHEN 'user_deactivated' THEN 'user.deactivated'
    ELSE 'user.reactivated'
  END,
  actor."id",
  CASE
    WHEN actor."id" IS NOT NULL THEN actor."email"
    WHEN e."details"->>'actor' = 'cli' THEN 'command line'
    WHEN e."details"->>'actor' = 'seed' THEN 'demo data'
    WHEN e."details"->>'actor' = 'initial_admin_email' THEN 'INITIAL_ADMIN_EMAIL'
    ELSE 'erased'
  END,
  e."user_id",
  coalesce(e."email", 'erased'),
  e."ip_address",
  coalesce(e."details", '{}'::jsonb) - 'actor' - 'actor_id'
FROM "identity_events" e
LEFT JOIN "users" actor ON actor."id"::text = e."details"->>'actor_id'
WHERE e."name" IN ('user_invited', 'user_role_changed', 'user_signed_out_everywhere', 'user_deactivated', 'user_reactivated');
--> statement-breakpoint
DELETE FROM "identity_events"
WHERE "name" IN ('user_invited', 'user_role_changed', 'user_signed_out_everywhere', 'user_deactivated', 'user_reactivated');
