CREATE TABLE "account_counts" (
	"name" text PRIMARY KEY NOT NULL,
	"accounts" bigint NOT NULL
);
--> statement-breakpoint
-- The admin dashboard's Users card (accounts with role user) reads this row instead of counting the users table.
-- Statement-level triggers keep it exact whatever changes users (Arena, better-auth, an operator's SQL); a bulk
-- insert costs one update of the row, not one per user.
INSERT INTO "account_counts" ("name", "accounts") SELECT 'players', count(*) FROM "users" WHERE "role" = 'user';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "arena_count_players"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := 0;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "account_counts" SET "accounts" = 0 WHERE "name" = 'players';
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT delta + count(*) INTO delta FROM new_rows WHERE role = 'user';
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT delta - count(*) INTO delta FROM old_rows WHERE role = 'user';
  END IF;
  IF delta <> 0 THEN
    UPDATE "account_counts" SET "accounts" = "accounts" + delta WHERE "name" = 'players';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_count_players_on_insert"
  AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "arena_count_players"();
--> statement-breakpoint
CREATE TRIGGER "users_count_players_on_update"
  AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "arena_count_players"();
--> statement-breakpoint
CREATE TRIGGER "users_count_players_on_delete"
  AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "arena_count_players"();
--> statement-breakpoint
CREATE TRIGGER "users_count_players_on_truncate"
  AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "arena_count_players"();
