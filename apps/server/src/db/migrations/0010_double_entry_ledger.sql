CREATE TABLE "system_account_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"wallet_entry_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reference_type" text,
	"reference_id" uuid,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_account_entries_wallet_entry_id_unique" UNIQUE("wallet_entry_id"),
	CONSTRAINT "system_account_entries_account_check" CHECK ("system_account_entries"."account" in ('moncash_clearing', 'natcash_clearing', 'entry_fees', 'prizes', 'adjustments', 'marketplace_sales')),
	CONSTRAINT "system_account_entries_kind_check" CHECK ("system_account_entries"."kind" in ('deposit', 'withdrawal', 'entry_fee', 'refund', 'prize', 'bid_hold', 'bid_release', 'bid_capture', 'withdrawal_hold', 'withdrawal_release', 'adjustment')),
	CONSTRAINT "system_account_entries_amount_check" CHECK ("system_account_entries"."amount_cents" <> 0)
);
--> statement-breakpoint
ALTER TABLE "system_account_entries" ADD CONSTRAINT "system_account_entries_wallet_entry_id_wallet_entries_id_fk" FOREIGN KEY ("wallet_entry_id") REFERENCES "public"."wallet_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_account_entries" ADD CONSTRAINT "system_account_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "system_account_entries_account_created_idx" ON "system_account_entries" USING btree ("account","created_at");--> statement-breakpoint
CREATE INDEX "system_account_entries_actor_id_idx" ON "system_account_entries" USING btree ("actor_id");--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------------------------
-- Hand-written (docs/decisions/029, double-entry ledger).
-- 1. system_account_entries is append-only like wallet_entries (the same trigger function, migration 0001: only the
--    foreign key's ON DELETE SET NULL clearing actor_id gets through).
CREATE TRIGGER "system_account_entries_append_only"
  BEFORE UPDATE OR DELETE ON "system_account_entries"
  FOR EACH ROW EXECUTE FUNCTION "arena_reject_append_only_change"();
--> statement-breakpoint
-- 2. Backfill: every wallet entry written before this migration that changed a balance gets its counter entry, of the
--    opposite amount, in the account its kind requires (counterAccountsByKind in @arena/shared): deposits and
--    withdrawals in the clearing account of their request's payment method (MonCash when no request is found), fees
--    and refunds in entry_fees, prizes in prizes, adjustments in adjustments, bid captures in marketplace_sales.
--    Same created_at as the wallet entry, so the movement by day stays where it happened. Holds and releases (amount 0)
--    have none. After this the sum over all wallets and system accounts is zero.
INSERT INTO "system_account_entries" ("account", "amount_cents", "wallet_entry_id", "kind", "reference_type", "reference_id", "actor_id", "created_at")
SELECT CASE
         WHEN e."kind" IN ('deposit', 'withdrawal') THEN CASE WHEN t."payment_method" = 'natcash' THEN 'natcash_clearing' ELSE 'moncash_clearing' END
         WHEN e."kind" IN ('entry_fee', 'refund') THEN 'entry_fees'
         WHEN e."kind" = 'prize' THEN 'prizes'
         WHEN e."kind" = 'bid_capture' THEN 'marketplace_sales'
         ELSE 'adjustments'
       END,
       -e."amount_cents", e."id", e."kind", e."reference_type", e."reference_id", e."actor_id", e."created_at"
FROM "wallet_entries" e
LEFT JOIN "wallet_transactions" t ON e."reference_type" = 'wallet_transaction' AND t."id" = e."reference_id"
WHERE e."amount_cents" <> 0;
