-- A money action's player protection in one round trip (docs/decisions/053-protection-lock-in-one-call.md).
-- protection_windows is the one place the calendar windows of decision 043 are computed: now() (the transaction's
-- time) and the day, the ISO week from Monday and the month in the player's zone, start and end. currentWindows
-- (modules/protection/rules.ts) reads it, and so does the statement that calls protection_lock.
CREATE OR REPLACE FUNCTION "protection_windows"(
  p_zone text,
  OUT now timestamptz, OUT day_start timestamptz, OUT day_end timestamptz, OUT week_start timestamptz,
  OUT week_end timestamptz, OUT month_start timestamptz, OUT month_end timestamptz
)
LANGUAGE sql STABLE AS $$
  SELECT now(),
    date_trunc('day', l) AT TIME ZONE p_zone, (date_trunc('day', l) + interval '1 day') AT TIME ZONE p_zone,
    date_trunc('week', l) AT TIME ZONE p_zone, (date_trunc('week', l) + interval '1 week') AT TIME ZONE p_zone,
    date_trunc('month', l) AT TIME ZONE p_zone, (date_trunc('month', l) + interval '1 month') AT TIME ZONE p_zone
  FROM (SELECT now() AT TIME ZONE p_zone AS l) local
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "protection_lock"(
  p_user uuid, p_refuse_admin boolean,
  OUT is_admin boolean, OUT protection player_protection
)
LANGUAGE plpgsql VOLATILE AS $$
-- Locks the player's protection row FOR UPDATE and returns it as it is after the lock was granted. With
-- p_refuse_admin, first reads the player's role under a share lock on their users row (decision 032), and returns
-- is_admin without touching the protection row when they are an admin. The statements run one after the other, so
-- the users row is always locked before the protection row (decisions 043 and 049: no path waits for a users row
-- while it holds a protection row); one statement joining both rows would leave the order of the two locks to the
-- plan.
DECLARE
  v_role text;
BEGIN
  is_admin := false;
  IF p_refuse_admin THEN
    SELECT u.role INTO v_role FROM users u WHERE u.id = p_user FOR SHARE;
    IF v_role = 'admin' THEN is_admin := true; RETURN; END IF;
  END IF;
  -- Each statement of a volatile function takes its own snapshot, and FOR UPDATE returns the row as the transaction
  -- that held it committed it: what follows judges the limits and the break in force after the wait.
  SELECT p.* INTO protection FROM player_protection p WHERE p.user_id = p_user FOR UPDATE;
  IF FOUND THEN RETURN; END IF;
  -- A first money action: create the row (a concurrent first action's insert waits here, then conflicts), then lock it.
  INSERT INTO player_protection (user_id) VALUES (p_user) ON CONFLICT DO NOTHING;
  SELECT p.* INTO protection FROM player_protection p WHERE p.user_id = p_user FOR UPDATE;
END;
$$;
