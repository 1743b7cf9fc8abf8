-- A bid request in one statement outside an explicit transaction (docs/decisions/055-bid-in-one-statement.md): its
-- commit follows the function inside PostgreSQL, so the player's row lock ends with it instead of waiting for the API
-- process to send the outbox, the idempotency answer and COMMIT.
--
-- protection_lock also returns the protection row's version (its xmin: the transaction that last wrote it), so that
-- the bid statement can tell that nothing changed the row between the bidder's judgement and the bid.
DROP FUNCTION IF EXISTS "protection_lock"(uuid, boolean);
--> statement-breakpoint
CREATE FUNCTION "protection_lock"(
  p_user uuid, p_refuse_admin boolean,
  OUT is_admin boolean, OUT protection player_protection, OUT version text
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
  IF NOT FOUND THEN
    -- A first money action: create the row (a concurrent first action's insert waits here, then conflicts), then lock it.
    INSERT INTO player_protection (user_id) VALUES (p_user) ON CONFLICT DO NOTHING;
    SELECT p.* INTO protection FROM player_protection p WHERE p.user_id = p_user FOR UPDATE;
  END IF;
  SELECT p.xmin::text INTO version FROM player_protection p WHERE p.user_id = p_user;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "arena_iso_time"(p_time timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  -- A moment as JavaScript's Date#toISOString writes it (milliseconds, UTC), for answers and events built here.
  SELECT to_char(p_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "marketplace_bid_request"(
  p_player uuid, p_bidder uuid, p_bid uuid, p_amount bigint, p_increment bigint, p_hours int,
  p_protection_version text, p_spend_limit bigint, p_week_start timestamptz,
  p_key text, p_method text, p_path text, p_request_hash text,
  p_message text, p_channel text, p_max_event_bytes int,
  OUT outcome text, OUT min_cents bigint, OUT spend_left_cents bigint, OUT response jsonb,
  OUT hold_entry uuid, OUT release_entry uuid, OUT outbid_amount bigint, OUT lock_granted_at timestamptz, OUT locked_ms float8
)
LANGUAGE plpgsql VOLATILE AS $$
-- Everything a bid writes, as one statement (placeBid in modules/marketplace/service.ts judged the bidder first, by a
-- statement of its own, and passes what it read):
--  1. the idempotency key's claim (lib/idempotency.ts: 'key_used' when the key exists; the caller answers from it);
--  2. the admin refusal (decision 032: the role read again, under a share lock on the users row);
--  3. the bidder's protection row locked, 'protection_changed' when any transaction wrote it since the judgement (a
--     break started, a limit changed: the caller judges again), and what is left of the week's spending limit;
--  4. the bid under the player's lock (marketplace_place_bid, decision 049);
--  5. the realtime events lib/transaction-outbox.ts would send for it (stored in realtime_events, each NOTIFY with
--     its id): the outbid bidder's wallet and notification, the bidder's wallet, the auction's state; the shapes are
--     publishWalletEvent's, publishStoredNotification's and the auction event's (marketplace tests pin them);
--  6. the answer (placeBidResponse of packages/shared) and, with a key, the key's stored answer.
-- A refusal raises inside the block and is caught there: nothing of the block stays, the claim and the locks included.
DECLARE
  v_role text;
  v_version text;
  v_bid record;
  v_wallet jsonb;
  v_events jsonb;
  v_sent int;
BEGIN
  BEGIN
    IF p_key IS NOT NULL THEN
      INSERT INTO idempotency_keys (user_id, key, method, path, request_hash)
      VALUES (p_bidder, p_key, p_method, p_path, p_request_hash) ON CONFLICT DO NOTHING;
      IF NOT FOUND THEN outcome := 'key_used'; RAISE EXCEPTION USING ERRCODE = 'AR001'; END IF;
    END IF;

    SELECT u.role INTO v_role FROM users u WHERE u.id = p_bidder FOR SHARE;
    IF v_role = 'admin' THEN outcome := 'admin'; RAISE EXCEPTION USING ERRCODE = 'AR001'; END IF;

    SELECT p.xmin::text INTO v_version FROM player_protection p WHERE p.user_id = p_bidder FOR UPDATE;
    IF v_version IS DISTINCT FROM p_protection_version THEN
      outcome := 'protection_changed'; RAISE EXCEPTION USING ERRCODE = 'AR001';
    END IF;
    -- Read after the lock was granted (its own snapshot): every spending of this bidder that committed before counts.
    IF p_spend_limit IS NOT NULL THEN
      SELECT greatest(0, p_spend_limit - coalesce(sum(s.amount_cents), 0)) INTO spend_left_cents
      FROM protection_spending s WHERE s.user_id = p_bidder AND s.created_at >= p_week_start;
    END IF;

    SELECT * INTO v_bid FROM marketplace_place_bid(p_player, p_bidder, p_bid, p_amount, spend_left_cents, p_increment, p_hours);
    lock_granted_at := v_bid.locked_at;
    IF v_bid.outcome <> 'placed' THEN
      -- A refusal gave the player's lock back inside marketplace_place_bid.
      locked_ms := extract(epoch from v_bid.finished_at - v_bid.locked_at) * 1000;
      outcome := v_bid.outcome;
      min_cents := v_bid.min_cents;
      RAISE EXCEPTION USING ERRCODE = 'AR001';
    END IF;
    hold_entry := v_bid.hold_entry;
    release_entry := v_bid.release_entry;
    outbid_amount := v_bid.outbid_amount;

    v_wallet := jsonb_build_object('balanceCents', v_bid.balance, 'heldCents', v_bid.held, 'availableCents', v_bid.balance - v_bid.held);
    v_events := '[]'::jsonb;
    IF v_bid.outbid_user IS NOT NULL AND v_bid.outbid_user <> p_bidder THEN
      v_events := v_events || jsonb_build_array(
        jsonb_build_object('topic', 'wallet', 'userId', v_bid.outbid_user, 'data', jsonb_build_object(
          'wallet', jsonb_build_object('balanceCents', v_bid.outbid_balance, 'heldCents', v_bid.outbid_held,
                                       'availableCents', v_bid.outbid_balance - v_bid.outbid_held),
          'transactionId', null, 'status', null)),
        jsonb_build_object('topic', 'notification', 'userId', v_bid.outbid_user, 'data', jsonb_build_object(
          'id', v_bid.notification_id, 'type', 'warning', 'title', '', 'message', '',
          'titleKey', 'notify.outbid.title', 'messageKey', 'notify.outbid.message',
          'params', jsonb_build_object('amount', jsonb_build_object('cents', p_amount, 'bid', true), 'player', v_bid.player_name,
                                       'held', jsonb_build_object('cents', v_bid.outbid_amount, 'bid', true)),
          'isRead', false, 'createdAt', arena_iso_time(v_bid.notification_created_at))));
    END IF;
    v_events := v_events || jsonb_build_array(
      jsonb_build_object('topic', 'wallet', 'userId', p_bidder, 'data', jsonb_build_object('wallet', v_wallet, 'transactionId', null, 'status', null)),
      jsonb_build_object('topic', 'auction', 'userId', null, 'data', jsonb_build_object(
        'playerId', p_player, 'reason', 'bid', 'leadingBidCents', p_amount, 'bidCount', v_bid.bid_count,
        'auctionEndsAt', arena_iso_time(v_bid.bid_expires_at))));
    -- Stored and sent in one statement, as lib/transaction-outbox.ts sends a use case's events: each takes its id from
    -- the events' sequence in order, is kept in realtime_events, and carries its id in its NOTIFY; an event too large
    -- for NOTIFY goes without its data (publishEvent).
    WITH message AS MATERIALIZED (
      SELECT n, CASE WHEN octet_length(e::text) > p_max_event_bytes THEN e || '{"data": null}'::jsonb ELSE e END AS payload,
        nextval(pg_get_serial_sequence('realtime_events', 'id')) AS id
      FROM jsonb_array_elements(v_events) WITH ORDINALITY AS m(e, n)
    ),
    stored AS (
      INSERT INTO realtime_events (id, payload) OVERRIDING SYSTEM VALUE SELECT id, payload FROM message
    )
    SELECT count(pg_notify(p_channel, (payload || jsonb_build_object('id', id))::text)) INTO v_sent
    FROM (SELECT payload, id FROM message ORDER BY n) AS ordered;

    response := jsonb_build_object(
      'message', p_message,
      'bid', jsonb_build_object('id', p_bid, 'playerId', p_player, 'userId', p_bidder, 'bidAmountCents', p_amount,
                                'status', 'pending', 'createdAt', arena_iso_time(v_bid.bid_created_at),
                                'expiresAt', arena_iso_time(v_bid.bid_expires_at)),
      'wallet', v_wallet);
    IF p_key IS NOT NULL THEN
      UPDATE idempotency_keys SET status_code = 201, response_body = response WHERE user_id = p_bidder AND key = p_key;
    END IF;
    outcome := 'placed';
    -- An accepted bid holds the player's lock to the end of the statement: its commit follows at once.
    locked_ms := extract(epoch from clock_timestamp() - v_bid.locked_at) * 1000;
  EXCEPTION WHEN SQLSTATE 'AR001' THEN
    NULL;
  END;
END;
$$;
