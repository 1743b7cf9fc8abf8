-- Every API process keeps a short-lived cache of the sessions it has looked up (lib/session-cache.ts).
-- Whatever ends a session or changes what a session says about its account (Arena's services, better-auth,
-- or an operator's SQL) tells every process to drop that account's cached sessions, on commit.
CREATE OR REPLACE FUNCTION "arena_forget_cached_sessions_of_session"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('arena_events', json_build_object('control', 'forget', 'userId', OLD.user_id)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "arena_forget_cached_sessions_of_user"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('arena_events', json_build_object('control', 'forget', 'userId', OLD.id)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_forget_cached"
  AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "arena_forget_cached_sessions_of_session"();
--> statement-breakpoint
CREATE TRIGGER "users_forget_cached_on_change"
  AFTER UPDATE ON "users"
  FOR EACH ROW
  WHEN (OLD.banned IS DISTINCT FROM NEW.banned OR OLD.role IS DISTINCT FROM NEW.role
        OR OLD.email IS DISTINCT FROM NEW.email OR OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION "arena_forget_cached_sessions_of_user"();
--> statement-breakpoint
CREATE TRIGGER "users_forget_cached_on_delete"
  AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "arena_forget_cached_sessions_of_user"();
