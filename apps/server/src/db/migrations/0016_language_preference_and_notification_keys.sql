ALTER TABLE "notifications" ALTER COLUMN "title" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "message" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "title_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'fr', 'ht'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_keys_check" CHECK (("notifications"."title_key" is null) = ("notifications"."message_key" is null));--> statement-breakpoint
-- A cached session carries its account's language (lib/request-locale.ts): a change of it, like a change of role or
-- name, tells every API process to drop that account's cached sessions (migration 0006).
DROP TRIGGER IF EXISTS "users_forget_cached_on_change" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_forget_cached_on_change"
  AFTER UPDATE ON "users"
  FOR EACH ROW
  WHEN (OLD.banned IS DISTINCT FROM NEW.banned OR OLD.role IS DISTINCT FROM NEW.role
        OR OLD.email IS DISTINCT FROM NEW.email OR OLD.name IS DISTINCT FROM NEW.name
        OR OLD.language IS DISTINCT FROM NEW.language)
  EXECUTE FUNCTION "arena_forget_cached_sessions_of_user"();
