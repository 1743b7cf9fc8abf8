-- wallet_entries (the money ledger) and audit_log are append-only: the database rejects UPDATE and DELETE.
-- The one update let through is the foreign key's ON DELETE SET NULL clearing actor_id when the acting user
-- is deleted (only actor_id changes, from a value to null); everything else raises.
CREATE OR REPLACE FUNCTION "arena_reject_append_only_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.actor_id IS NOT NULL AND NEW.actor_id IS NULL
     AND (to_jsonb(OLD) - 'actor_id') = (to_jsonb(NEW) - 'actor_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "wallet_entries_append_only"
  BEFORE UPDATE OR DELETE ON "wallet_entries"
  FOR EACH ROW EXECUTE FUNCTION "arena_reject_append_only_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only"
  BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "arena_reject_append_only_change"();
