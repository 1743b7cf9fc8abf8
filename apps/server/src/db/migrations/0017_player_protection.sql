CREATE TABLE "player_protection" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"deposit_day_cents" bigint,
	"deposit_day_next_cents" bigint,
	"deposit_day_next_at" timestamp with time zone,
	"deposit_week_cents" bigint,
	"deposit_week_next_cents" bigint,
	"deposit_week_next_at" timestamp with time zone,
	"deposit_month_cents" bigint,
	"deposit_month_next_cents" bigint,
	"deposit_month_next_at" timestamp with time zone,
	"spend_week_cents" bigint,
	"spend_week_next_cents" bigint,
	"spend_week_next_at" timestamp with time zone,
	"block_kind" text,
	"block_period" text,
	"block_started_at" timestamp with time zone,
	"block_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_protection_block_kind_check" CHECK ("player_protection"."block_kind" in ('timeout', 'exclusion')),
	CONSTRAINT "player_protection_block_period_check" CHECK ("player_protection"."block_period" in ('24h', '7d', '30d', '6m', '1y', 'permanent')),
	CONSTRAINT "player_protection_block_started_check" CHECK (("player_protection"."block_kind" is null) = ("player_protection"."block_started_at" is null)),
	CONSTRAINT "player_protection_limits_positive_check" CHECK (coalesce("player_protection"."deposit_day_cents", 1) > 0 and coalesce("player_protection"."deposit_week_cents", 1) > 0 and coalesce("player_protection"."deposit_month_cents", 1) > 0 and coalesce("player_protection"."spend_week_cents", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "protection_spending" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reference_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protection_spending_kind_check" CHECK ("protection_spending"."kind" in ('entry_fee', 'bid')),
	CONSTRAINT "protection_spending_amount_check" CHECK ("protection_spending"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "player_protection" ADD CONSTRAINT "player_protection_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_spending" ADD CONSTRAINT "protection_spending_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protection_spending_user_created_idx" ON "protection_spending" USING btree ("user_id","created_at");