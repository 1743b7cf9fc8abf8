-- An admin adjustment in one statement outside an explicit transaction (docs/decisions/056): the key's claim, the
-- function of decision 052, the audit row, the realtime events and the answer, so that PostgreSQL commits as it
-- returns, as a bid does (decision 055).
CREATE OR REPLACE FUNCTION "wallet_adjust_request"(
  p_user uuid, p_amount bigint, p_actor uuid, p_note text, p_default_threshold bigint, p_min_threshold bigint,
  p_notice_type text, p_notice_title_key text, p_notice_message_key text, p_notice_params jsonb,
  p_ip text, p_key text, p_method text, p_path text, p_request_hash text,
  p_message text, p_channel text, p_max_event_bytes int,
  OUT outcome text, OUT response jsonb, OUT entry uuid
)
LANGUAGE plpgsql VOLATILE AS $$
-- An adjustment that applies at once, whole (adjustWalletInOneStatement in modules/wallet/adjust.ts):
--  1. the idempotency key's claim (lib/idempotency.ts: 'key_used' when the key exists);
--  2. wallet_adjust (decision 052): the role, the wallet's lock, the four-eyes room read after it, the move, the
--     user's notification;
--  3. the audit row and the realtime events the use case's outbox (lib/transaction-outbox.ts) writes for it: the
--     notification's event, then the wallet's, each stored in realtime_events and NOTIFYed with its id; the shapes are
--     auditChange's, publishStoredNotification's and publishWalletEvent's (wallet-adjust-statement tests pin them);
--  4. the answer (adjustWalletResponse of packages/shared) and, with a key, the key's stored answer.
-- Any other outcome (a key used, 'no_wallet', 'admin', 'propose', 'insufficient') raises inside the block and is
-- caught there: nothing of the block stays, and the caller runs the adjustment as a use case, which decides it anew
-- and answers it (the proposal, the refusal, the replay).
DECLARE
  v_adjusted record;
  v_wallet jsonb;
  v_events jsonb;
  v_sent int;
BEGIN
  BEGIN
    IF p_key IS NOT NULL THEN
      INSERT INTO idempotency_keys (user_id, key, method, path, request_hash)
      VALUES (p_actor, p_key, p_method, p_path, p_request_hash) ON CONFLICT DO NOTHING;
      IF NOT FOUND THEN outcome := 'key_used'; RAISE EXCEPTION USING ERRCODE = 'AR001'; END IF;
    END IF;

    SELECT * INTO v_adjusted FROM wallet_adjust(p_user, p_amount, p_actor, p_note, p_default_threshold, p_min_threshold,
      p_notice_type, p_notice_title_key, p_notice_message_key, p_notice_params);
    outcome := v_adjusted.outcome;
    IF outcome <> 'applied' THEN RAISE EXCEPTION USING ERRCODE = 'AR001'; END IF;
    entry := v_adjusted.entry;

    v_wallet := jsonb_build_object('balanceCents', v_adjusted.balance, 'heldCents', v_adjusted.held,
                                   'availableCents', v_adjusted.balance - v_adjusted.held);
    INSERT INTO audit_log (actor_id, action, target_type, target_id, before, after, ip_address)
    VALUES (p_actor, 'wallet.adjust', 'wallet', p_user::text,
      jsonb_build_object('balanceCents', v_adjusted.balance - p_amount, 'heldCents', v_adjusted.held,
                         'availableCents', v_adjusted.balance - v_adjusted.held - p_amount),
      v_wallet || jsonb_build_object('amountCents', p_amount, 'note', p_note),
      p_ip);

    v_events := jsonb_build_array(
      jsonb_build_object('topic', 'notification', 'userId', p_user, 'data', jsonb_build_object(
        'id', v_adjusted.notification_id, 'type', p_notice_type, 'title', '', 'message', '',
        'titleKey', p_notice_title_key, 'messageKey', p_notice_message_key, 'params', p_notice_params,
        'isRead', false, 'createdAt', arena_iso_time(v_adjusted.notification_created_at))),
      jsonb_build_object('topic', 'wallet', 'userId', p_user, 'data', jsonb_build_object(
        'wallet', v_wallet, 'transactionId', null, 'status', null)));
    -- Stored and sent as the bid's events are (marketplace_bid_request, decision 055).
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

    response := jsonb_build_object('message', p_message, 'wallet', v_wallet, 'proposal', null);
    IF p_key IS NOT NULL THEN
      UPDATE idempotency_keys SET status_code = 200, response_body = response WHERE user_id = p_actor AND key = p_key;
    END IF;
  EXCEPTION WHEN SQLSTATE 'AR001' THEN
    NULL;
  END;
END;
$$;
