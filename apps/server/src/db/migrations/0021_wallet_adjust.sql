-- An admin adjustment in one database call (decision 052): the lock, the four-eyes room, the ledger move and the
-- user's notification, so that an adjustment sends BEGIN, this function, the outbox and COMMIT.
CREATE OR REPLACE FUNCTION "wallet_four_eyes_threshold"(p_default bigint, p_min bigint) RETURNS bigint
LANGUAGE sql STABLE AS $$
  -- The threshold of the stored payment settings as modules/settings/service.ts parses it (a whole number of cents
  -- at least the minimum amount, else the default); settings-threshold tests pin the two to each other.
  SELECT CASE
    WHEN jsonb_typeof(v) = 'number' AND v::text::numeric = trunc(v::text::numeric)
      AND v::text::numeric BETWEEN p_min AND 9007199254740991 THEN v::text::numeric::bigint
    ELSE p_default END
  FROM (SELECT (SELECT value -> 'fourEyesThresholdCents' FROM app_settings WHERE key = 'payments') AS v) s
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "wallet_adjust"(
  p_user uuid, p_amount bigint, p_actor uuid, p_note text, p_default_threshold bigint, p_min_threshold bigint,
  p_notice_type text, p_notice_title_key text, p_notice_message_key text, p_notice_params jsonb,
  OUT outcome text, OUT threshold bigint, OUT recent bigint, OUT balance bigint, OUT held bigint, OUT entry uuid,
  OUT notification_id uuid, OUT notification_created_at timestamptz
)
LANGUAGE plpgsql VOLATILE AS $$
-- outcome: 'no_wallet' (unknown, or an account older than wallets: the caller takes the long way), 'admin' (decision
-- 032), 'propose' (over the four-eyes room: the caller writes the proposal, no money moves), 'insufficient'
-- (available would go below zero), or 'applied'.
DECLARE
  v_role text;
BEGIN
  -- The target's role under a share lock, then its wallet under an update lock: adjustments of one wallet queue here
  -- (decision 031). Two statements, so that users is locked before wallets, the order every path takes; one
  -- statement joining both would leave the order of its two locks to the plan.
  SELECT u.role INTO v_role FROM users u WHERE u.id = p_user FOR SHARE;
  IF NOT FOUND THEN outcome := 'no_wallet'; RETURN; END IF;
  IF v_role = 'admin' THEN outcome := 'admin'; RETURN; END IF;
  PERFORM 1 FROM wallets w WHERE w.user_id = p_user FOR UPDATE;
  IF NOT FOUND THEN outcome := 'no_wallet'; RETURN; END IF;

  -- Each statement of a volatile function takes its own snapshot: read after the lock was granted, the 24-hour sum
  -- sees every adjustment of this wallet that committed while this one waited, so concurrent adjustments cannot
  -- together pass the threshold. Pending proposals moved no money and do not count; applied proposals do.
  threshold := wallet_four_eyes_threshold(p_default_threshold, p_min_threshold);
  recent := 0;
  IF abs(p_amount) > threshold THEN outcome := 'propose'; RETURN; END IF;
  SELECT coalesce(sum(abs(e.amount_cents)), 0) INTO recent FROM wallet_entries e
  WHERE e.user_id = p_user AND e.kind = 'adjustment' AND e.created_at > now() - interval '24 hours';
  IF abs(p_amount) + recent > threshold THEN outcome := 'propose'; RETURN; END IF;

  -- The move: the same conditional update, ledger row and counter entry as the prepared wallet_move_and_record
  -- (modules/wallet/ledger.ts).
  UPDATE wallets SET balance_cents = balance_cents + p_amount, updated_at = now()
  WHERE user_id = p_user AND balance_cents + p_amount - held_cents >= 0
  RETURNING balance_cents, held_cents INTO balance, held;
  IF NOT FOUND THEN outcome := 'insufficient'; RETURN; END IF;
  WITH e AS (
    INSERT INTO wallet_entries (user_id, kind, amount_cents, held_delta_cents, actor_id, note)
    VALUES (p_user, 'adjustment', p_amount, 0, p_actor, p_note)
    RETURNING id, kind, amount_cents, actor_id, created_at
  ), c AS (
    INSERT INTO system_account_entries (account, amount_cents, wallet_entry_id, kind, actor_id, created_at)
    SELECT 'adjustments', -e.amount_cents, e.id, e.kind, e.actor_id, e.created_at FROM e
  )
  SELECT e.id INTO entry FROM e;

  -- The user's notification, stored with its keys as sendNotification stores them (modules/notifications).
  INSERT INTO notifications (user_id, title, message, title_key, message_key, params, type)
  VALUES (p_user, '', '', p_notice_title_key, p_notice_message_key, p_notice_params, p_notice_type)
  RETURNING id, created_at INTO notification_id, notification_created_at;
  outcome := 'applied';
END;
$$;
