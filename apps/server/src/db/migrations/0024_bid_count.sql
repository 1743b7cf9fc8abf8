ALTER TABLE "marketplace_players" ADD COLUMN "bid_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- A player's bid count kept with the player (docs/decisions/055): a bid read it as count(*) over every bid the player
-- ever had, under the player's lock, and the Market list once per player shown.
UPDATE "marketplace_players" p SET "bid_count" = (SELECT count(*) FROM "mob_requests" m WHERE m.player_id = p.id);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "marketplace_count_bid"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Whoever inserts a bid (the bid function, a script) counts it; a bid's player row is locked by then (decision 012).
  UPDATE marketplace_players SET bid_count = bid_count + 1 WHERE id = NEW.player_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "mob_requests_count_bid" AFTER INSERT ON "mob_requests" FOR EACH ROW EXECUTE FUNCTION "marketplace_count_bid"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "marketplace_place_bid"(
  p_player uuid, p_bidder uuid, p_bid uuid, p_amount bigint, p_spend_left bigint, p_increment bigint, p_hours int,
  OUT outcome text, OUT min_cents bigint, OUT spend_left_cents bigint, OUT player_name text,
  OUT bid_created_at timestamptz, OUT bid_expires_at timestamptz,
  OUT balance bigint, OUT held bigint, OUT hold_entry uuid,
  OUT outbid_user uuid, OUT outbid_bid uuid, OUT outbid_amount bigint, OUT outbid_balance bigint, OUT outbid_held bigint, OUT release_entry uuid,
  OUT notification_id uuid, OUT notification_created_at timestamptz, OUT bid_count int,
  OUT locked_at timestamptz, OUT finished_at timestamptz
)
LANGUAGE plpgsql AS $$
DECLARE
  v_player record;
  v_leader record;
  v_now timestamptz;
  v_committed bigint;
BEGIN
  BEGIN
    SELECT mp.id, mp.name, mp.price_cents, mp.status INTO v_player FROM marketplace_players mp WHERE mp.id = p_player FOR UPDATE;
    -- Judged, and stamped, at the moment the lock was granted (clock_timestamp(), not the transaction's now()).
    v_now := clock_timestamp();
    locked_at := v_now;
    IF NOT FOUND THEN outcome := 'not_found'; RAISE EXCEPTION USING ERRCODE = 'AR001'; END IF;
    player_name := v_player.name;
    IF v_player.status <> 'active' THEN outcome := 'not_available'; RAISE EXCEPTION USING ERRCODE = 'AR001'; END IF;

    -- The leading bid: the highest pending one, the earlier of equals (decision 012).
    SELECT mr.id, mr.user_id, mr.bid_amount_cents, mr.expires_at INTO v_leader FROM mob_requests mr
    WHERE mr.player_id = p_player AND mr.status = 'pending'
    ORDER BY mr.bid_amount_cents DESC, mr.created_at ASC, mr.id ASC LIMIT 1;
    IF FOUND AND v_leader.expires_at <= v_now THEN outcome := 'closed'; RAISE EXCEPTION USING ERRCODE = 'AR001'; END IF;

    -- minimumBidCents (packages/shared/src/rules.ts): the leader + the increment, or the starting price in whole dollars.
    IF v_leader.id IS NOT NULL THEN
      min_cents := v_leader.bid_amount_cents + p_increment;
    ELSE
      min_cents := greatest(p_increment, ceil(v_player.price_cents / 100.0)::bigint * 100);
    END IF;
    IF p_amount < min_cents THEN outcome := 'too_low'; RAISE EXCEPTION USING ERRCODE = 'AR001'; END IF;

    -- The weekly spending limit (decision 043): the new money this bid commits, only the raise on one's own lead.
    -- The caller locked the bidder's protection row and read what is left of the week (null: no limit).
    v_committed := CASE WHEN v_leader.user_id = p_bidder THEN p_amount - v_leader.bid_amount_cents ELSE p_amount END;
    IF p_spend_left IS NOT NULL AND v_committed > p_spend_left THEN
      spend_left_cents := p_spend_left; outcome := 'spend_over_limit'; RAISE EXCEPTION USING ERRCODE = 'AR001';
    END IF;
    INSERT INTO protection_spending (user_id, kind, amount_cents, reference_id) VALUES (p_bidder, 'bid', v_committed, p_bid);

    -- Only the leader holds: the previous leader's hold is released, the new bid holds its amount (raising one's own
    -- lead: release then hold, so only the difference must be available). Wallets in ascending user id order.
    IF v_leader.id IS NOT NULL THEN
      outbid_user := v_leader.user_id;
      outbid_bid := v_leader.id;
      outbid_amount := v_leader.bid_amount_cents;
    END IF;
    IF v_leader.id IS NOT NULL AND v_leader.user_id <= p_bidder THEN
      SELECT m.o_balance, m.o_held, m.o_entry INTO outbid_balance, outbid_held, release_entry
      FROM marketplace_hold_move(v_leader.user_id, 'bid_release', -v_leader.bid_amount_cents, v_leader.id, p_bidder,
        CASE WHEN v_leader.user_id = p_bidder THEN 'raised by the same bidder' ELSE 'outbid' END) m;
      IF release_entry IS NULL THEN RAISE EXCEPTION 'the leading bid % holds less than its amount', v_leader.id; END IF;
    END IF;
    SELECT m.o_balance, m.o_held, m.o_entry INTO balance, held, hold_entry
    FROM marketplace_hold_move(p_bidder, 'bid_hold', p_amount, p_bid, p_bidder, v_player.name) m;
    IF hold_entry IS NULL THEN outcome := 'insufficient'; RAISE EXCEPTION USING ERRCODE = 'AR001'; END IF;
    IF v_leader.id IS NOT NULL AND v_leader.user_id > p_bidder THEN
      SELECT m.o_balance, m.o_held, m.o_entry INTO outbid_balance, outbid_held, release_entry
      FROM marketplace_hold_move(v_leader.user_id, 'bid_release', -v_leader.bid_amount_cents, v_leader.id, p_bidder, 'outbid') m;
      IF release_entry IS NULL THEN RAISE EXCEPTION 'the leading bid % holds less than its amount', v_leader.id; END IF;
    END IF;

    -- The bid; the auction ends its hours after it.
    bid_created_at := v_now;
    bid_expires_at := v_now + make_interval(hours => p_hours);
    INSERT INTO mob_requests (id, player_id, user_id, bid_amount_cents, status, created_at, expires_at)
    VALUES (p_bid, p_player, p_bidder, p_amount, 'pending', bid_created_at, bid_expires_at);

    -- The outbid bidder's notification (modules/notifications sendNotification stores the same keys and parameters).
    IF v_leader.id IS NOT NULL AND v_leader.user_id <> p_bidder THEN
      INSERT INTO notifications (user_id, title, message, title_key, message_key, params, type)
      VALUES (v_leader.user_id, '', '', 'notify.outbid.title', 'notify.outbid.message',
        jsonb_build_object('amount', jsonb_build_object('cents', p_amount, 'bid', true), 'player', v_player.name,
                           'held', jsonb_build_object('cents', v_leader.bid_amount_cents, 'bid', true)),
        'warning')
      RETURNING id, created_at INTO notification_id, notification_created_at;
    END IF;

    -- Counted by the bid's insert (mob_requests_count_bid), instead of a count of every bid the player ever had.
    SELECT mp.bid_count INTO bid_count FROM marketplace_players mp WHERE mp.id = p_player;
    outcome := 'placed';
  EXCEPTION WHEN SQLSTATE 'AR001' THEN
    -- A refusal: nothing of the block stays, the player's row lock included.
    NULL;
  END;
  finished_at := clock_timestamp();
END;
$$;
