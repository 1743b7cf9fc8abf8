CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"ip_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"impersonated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "two_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"failed_verification_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'user' NOT NULL,
	"banned" boolean DEFAULT false NOT NULL,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"two_factor_enabled" boolean DEFAULT false NOT NULL,
	"account_status" text DEFAULT 'not_verified' NOT NULL,
	"verification_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin')),
	CONSTRAINT "users_account_status_check" CHECK ("users"."account_status" in ('not_verified', 'pending', 'verified', 'banned'))
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"held_delta_cents" bigint DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"reference_type" text,
	"reference_id" uuid,
	"actor_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_kind_check" CHECK ("wallet_entries"."kind" in ('deposit', 'withdrawal', 'entry_fee', 'refund', 'prize', 'bid_hold', 'bid_release', 'bid_capture', 'withdrawal_hold', 'withdrawal_release', 'adjustment'))
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"type" text NOT NULL,
	"payment_method" text DEFAULT 'moncash' NOT NULL,
	"transaction_id" text,
	"phone_number" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"notes" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_amount_cents_check" CHECK ("wallet_transactions"."amount_cents" > 0),
	CONSTRAINT "wallet_transactions_type_check" CHECK ("wallet_transactions"."type" in ('deposit', 'withdraw')),
	CONSTRAINT "wallet_transactions_payment_method_check" CHECK ("wallet_transactions"."payment_method" in ('moncash', 'natcash')),
	CONSTRAINT "wallet_transactions_status_check" CHECK ("wallet_transactions"."status" in ('pending', 'completed', 'rejected', 'cancelled')),
	CONSTRAINT "wallet_transactions_transaction_id_check" CHECK ("wallet_transactions"."transaction_id" is null or "wallet_transactions"."transaction_id" ~ '^[0-9]{5}$'),
	CONSTRAINT "wallet_transactions_deposit_ref_check" CHECK ("wallet_transactions"."type" <> 'deposit' or "wallet_transactions"."transaction_id" is not null),
	CONSTRAINT "wallet_transactions_withdraw_phone_check" CHECK ("wallet_transactions"."type" <> 'withdraw' or "wallet_transactions"."phone_number" is not null)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance_cents" bigint DEFAULT 0 NOT NULL,
	"held_cents" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_held_cents_check" CHECK ("wallets"."held_cents" >= 0),
	CONSTRAINT "wallets_available_check" CHECK ("wallets"."balance_cents" - "wallets"."held_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text DEFAULT 'info' NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('info', 'success', 'warning', 'error', 'message'))
);
--> statement-breakpoint
CREATE TABLE "user_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"verification_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text,
	"postal_code" text,
	"country" text NOT NULL,
	"photo_key" text,
	"photo_content_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_verifications_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "user_verifications_verification_id_unique" UNIQUE("verification_id")
);
--> statement-breakpoint
CREATE TABLE "league_available_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid NOT NULL,
	"team1_id" uuid NOT NULL,
	"team2_id" uuid NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"score" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_matches_score_check" CHECK ("league_matches"."score" is null or "league_matches"."score" ~ '^[0-9]+-[0-9]+$'),
	CONSTRAINT "league_matches_distinct_teams_check" CHECK ("league_matches"."team1_id" <> "league_matches"."team2_id")
);
--> statement-breakpoint
CREATE TABLE "league_rankings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"matches_played" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"draws" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"goals_for" integer DEFAULT 0 NOT NULL,
	"goals_against" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_rankings_league_team_unique" UNIQUE("league_id","team_id"),
	CONSTRAINT "league_rankings_non_negative_check" CHECK ("league_rankings"."points" >= 0 and "league_rankings"."matches_played" >= 0 and "league_rankings"."wins" >= 0 and "league_rankings"."draws" >= 0 and "league_rankings"."losses" >= 0 and "league_rankings"."goals_for" >= 0 and "league_rankings"."goals_against" >= 0),
	CONSTRAINT "league_rankings_matches_played_check" CHECK ("league_rankings"."matches_played" = "league_rankings"."wins" + "league_rankings"."draws" + "league_rankings"."losses")
);
--> statement-breakpoint
CREATE TABLE "league_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid NOT NULL,
	"name" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"price_cents" bigint NOT NULL,
	"winning_price_cents" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"max_teams" integer DEFAULT 12 NOT NULL,
	"champion_team_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leagues_price_cents_check" CHECK ("leagues"."price_cents" >= 0),
	CONSTRAINT "leagues_winning_price_cents_check" CHECK ("leagues"."winning_price_cents" >= 0),
	CONSTRAINT "leagues_status_check" CHECK ("leagues"."status" in ('active', 'started', 'completed', 'cancelled')),
	CONSTRAINT "leagues_max_teams_check" CHECK ("leagues"."max_teams" >= 2)
);
--> statement-breakpoint
CREATE TABLE "saved_league_ranking_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"saved_ranking_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"team_name" text NOT NULL,
	"manager_name" text,
	"matches_played" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"draws" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"goals_for" integer DEFAULT 0 NOT NULL,
	"goals_against" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "saved_league_ranking_entries_position_check" CHECK ("saved_league_ranking_entries"."position" >= 1),
	CONSTRAINT "saved_league_ranking_entries_non_negative_check" CHECK ("saved_league_ranking_entries"."points" >= 0 and "saved_league_ranking_entries"."matches_played" >= 0 and "saved_league_ranking_entries"."wins" >= 0 and "saved_league_ranking_entries"."draws" >= 0 and "saved_league_ranking_entries"."losses" >= 0 and "saved_league_ranking_entries"."goals_for" >= 0 and "saved_league_ranking_entries"."goals_against" >= 0)
);
--> statement-breakpoint
CREATE TABLE "saved_league_rankings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by" uuid,
	"league_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "available_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"match_id" uuid,
	"league_match_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_events_single_match_check" CHECK (num_nonnulls("calendar_events"."match_id", "calendar_events"."league_match_id") <= 1)
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"team1_id" uuid,
	"team2_id" uuid,
	"winner_id" uuid,
	"score" text,
	"round_number" integer DEFAULT 1 NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_score_check" CHECK ("matches"."score" is null or "matches"."score" ~ '^[0-9]+-[0-9]+$'),
	CONSTRAINT "matches_round_number_check" CHECK ("matches"."round_number" >= 1),
	CONSTRAINT "matches_distinct_teams_check" CHECK ("matches"."team1_id" is null or "matches"."team2_id" is null or "matches"."team1_id" <> "matches"."team2_id"),
	CONSTRAINT "matches_winner_in_match_check" CHECK ("matches"."winner_id" is null or "matches"."winner_id" = "matches"."team1_id" or "matches"."winner_id" = "matches"."team2_id")
);
--> statement-breakpoint
CREATE TABLE "saved_tournament_ranking_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"saved_ranking_id" uuid NOT NULL,
	"team_name" text NOT NULL,
	"user_name" text,
	"status" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "saved_tournament_ranking_entries_status_check" CHECK ("saved_tournament_ranking_entries"."status" in ('8th_finalist', 'quarterfinalist', 'semifinalist', 'finalist', 'champion'))
);
--> statement-breakpoint
CREATE TABLE "saved_tournament_rankings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by" uuid,
	"tournament_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"name" text NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT '8th_finalist' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_status_check" CHECK ("teams"."status" in ('8th_finalist', 'quarterfinalist', 'semifinalist', 'finalist', 'champion'))
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"price_cents" bigint NOT NULL,
	"winning_price_cents" bigint NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"champion_team_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_price_cents_check" CHECK ("tournaments"."price_cents" >= 0),
	CONSTRAINT "tournaments_winning_price_cents_check" CHECK ("tournaments"."winning_price_cents" >= 0),
	CONSTRAINT "tournaments_status_check" CHECK ("tournaments"."status" in ('upcoming', 'active', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"league_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"league_id" uuid,
	"competition_id" uuid,
	"tournament_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"entry_fee_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requests_status_check" CHECK ("requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "requests_entry_fee_cents_check" CHECK ("requests"."entry_fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "marketplace_players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"stats" integer DEFAULT 50 NOT NULL,
	"contract_duration" text DEFAULT '1_month' NOT NULL,
	"image_url" text,
	"price_cents" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_players_stats_check" CHECK ("marketplace_players"."stats" between 1 and 100),
	CONSTRAINT "marketplace_players_contract_duration_check" CHECK ("marketplace_players"."contract_duration" in ('1_month', '3_months', '6_months')),
	CONSTRAINT "marketplace_players_price_cents_check" CHECK ("marketplace_players"."price_cents" >= 0),
	CONSTRAINT "marketplace_players_status_check" CHECK ("marketplace_players"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "mob_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"bid_amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "mob_requests_bid_amount_cents_check" CHECK ("mob_requests"."bid_amount_cents" > 0),
	CONSTRAINT "mob_requests_status_check" CHECK ("mob_requests"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "player_ownership" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"acquired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"bid_id" uuid,
	CONSTRAINT "player_ownership_status_check" CHECK ("player_ownership"."status" in ('active', 'expired', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "global_rankings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"rank_position" integer NOT NULL,
	"matches_played" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"win_rate" integer DEFAULT 0 NOT NULL,
	"total_earnings_cents" bigint DEFAULT 0 NOT NULL,
	"tournaments_won" integer DEFAULT 0 NOT NULL,
	"leagues_won" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_rankings_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "global_rankings_rank_position_check" CHECK ("global_rankings"."rank_position" >= 1),
	CONSTRAINT "global_rankings_non_negative_check" CHECK ("global_rankings"."matches_played" >= 0 and "global_rankings"."wins" >= 0 and "global_rankings"."tournaments_won" >= 0 and "global_rankings"."leagues_won" >= 0),
	CONSTRAINT "global_rankings_win_rate_check" CHECK ("global_rankings"."win_rate" between 0 and 100),
	CONSTRAINT "global_rankings_total_earnings_cents_check" CHECK ("global_rankings"."total_earnings_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_verifications" ADD CONSTRAINT "user_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_available_teams" ADD CONSTRAINT "league_available_teams_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_matches" ADD CONSTRAINT "league_matches_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_matches" ADD CONSTRAINT "league_matches_team1_id_league_teams_id_fk" FOREIGN KEY ("team1_id") REFERENCES "public"."league_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_matches" ADD CONSTRAINT "league_matches_team2_id_league_teams_id_fk" FOREIGN KEY ("team2_id") REFERENCES "public"."league_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_rankings" ADD CONSTRAINT "league_rankings_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_rankings" ADD CONSTRAINT "league_rankings_team_id_league_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."league_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_teams" ADD CONSTRAINT "league_teams_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_teams" ADD CONSTRAINT "league_teams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_champion_team_id_league_teams_id_fk" FOREIGN KEY ("champion_team_id") REFERENCES "public"."league_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_league_ranking_entries" ADD CONSTRAINT "saved_league_ranking_entries_saved_ranking_id_saved_league_rankings_id_fk" FOREIGN KEY ("saved_ranking_id") REFERENCES "public"."saved_league_rankings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_league_rankings" ADD CONSTRAINT "saved_league_rankings_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_league_rankings" ADD CONSTRAINT "saved_league_rankings_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "available_teams" ADD CONSTRAINT "available_teams_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_league_match_id_league_matches_id_fk" FOREIGN KEY ("league_match_id") REFERENCES "public"."league_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_team1_id_teams_id_fk" FOREIGN KEY ("team1_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_team2_id_teams_id_fk" FOREIGN KEY ("team2_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_winner_id_teams_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_tournament_ranking_entries" ADD CONSTRAINT "saved_tournament_ranking_entries_saved_ranking_id_saved_tournament_rankings_id_fk" FOREIGN KEY ("saved_ranking_id") REFERENCES "public"."saved_tournament_rankings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_tournament_rankings" ADD CONSTRAINT "saved_tournament_rankings_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_tournament_rankings" ADD CONSTRAINT "saved_tournament_rankings_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_champion_team_id_teams_id_fk" FOREIGN KEY ("champion_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mob_requests" ADD CONSTRAINT "mob_requests_player_id_marketplace_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."marketplace_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mob_requests" ADD CONSTRAINT "mob_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mob_requests" ADD CONSTRAINT "mob_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_ownership" ADD CONSTRAINT "player_ownership_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_ownership" ADD CONSTRAINT "player_ownership_player_id_marketplace_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."marketplace_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_ownership" ADD CONSTRAINT "player_ownership_bid_id_mob_requests_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."mob_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_rankings" ADD CONSTRAINT "global_rankings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip_address","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factors_user_id_idx" ON "two_factors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factors_secret_idx" ON "two_factors" USING btree ("secret");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_name_lower_idx" ON "users" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "wallet_entries_user_created_idx" ON "wallet_entries" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wallet_entries_reference_idx" ON "wallet_entries" USING btree ("reference_type","reference_id");--> statement-breakpoint
CREATE INDEX "wallet_entries_actor_id_idx" ON "wallet_entries" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_created_idx" ON "wallet_transactions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wallet_transactions_status_created_idx" ON "wallet_transactions" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wallet_transactions_transaction_id_idx" ON "wallet_transactions" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."is_read" = false;--> statement-breakpoint
CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_verifications_created_at_idx" ON "user_verifications" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "league_available_teams_league_name_idx" ON "league_available_teams" USING btree ("league_id","name");--> statement-breakpoint
CREATE INDEX "league_matches_league_date_idx" ON "league_matches" USING btree ("league_id","date");--> statement-breakpoint
CREATE INDEX "league_matches_team1_id_idx" ON "league_matches" USING btree ("team1_id");--> statement-breakpoint
CREATE INDEX "league_matches_team2_id_idx" ON "league_matches" USING btree ("team2_id");--> statement-breakpoint
CREATE INDEX "league_matches_date_idx" ON "league_matches" USING btree ("date");--> statement-breakpoint
CREATE INDEX "league_rankings_team_id_idx" ON "league_rankings" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "league_teams_league_name_unique" ON "league_teams" USING btree ("league_id",lower("name"));--> statement-breakpoint
CREATE INDEX "league_teams_user_id_idx" ON "league_teams" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "leagues_status_start_date_idx" ON "leagues" USING btree ("status","start_date");--> statement-breakpoint
CREATE INDEX "leagues_created_at_idx" ON "leagues" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_league_ranking_entries_ranking_position_idx" ON "saved_league_ranking_entries" USING btree ("saved_ranking_id","position");--> statement-breakpoint
CREATE INDEX "saved_league_rankings_league_saved_idx" ON "saved_league_rankings" USING btree ("league_id","saved_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_league_rankings_public_saved_idx" ON "saved_league_rankings" USING btree ("is_public","saved_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "available_teams_tournament_name_unique" ON "available_teams" USING btree ("tournament_id",lower("name"));--> statement-breakpoint
CREATE INDEX "calendar_events_start_time_idx" ON "calendar_events" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "calendar_events_match_id_idx" ON "calendar_events" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "calendar_events_league_match_id_idx" ON "calendar_events" USING btree ("league_match_id");--> statement-breakpoint
CREATE INDEX "matches_tournament_round_date_idx" ON "matches" USING btree ("tournament_id","round_number","date");--> statement-breakpoint
CREATE INDEX "matches_team1_id_idx" ON "matches" USING btree ("team1_id");--> statement-breakpoint
CREATE INDEX "matches_team2_id_idx" ON "matches" USING btree ("team2_id");--> statement-breakpoint
CREATE INDEX "matches_winner_id_idx" ON "matches" USING btree ("winner_id");--> statement-breakpoint
CREATE INDEX "matches_date_idx" ON "matches" USING btree ("date");--> statement-breakpoint
CREATE INDEX "saved_tournament_ranking_entries_ranking_idx" ON "saved_tournament_ranking_entries" USING btree ("saved_ranking_id");--> statement-breakpoint
CREATE INDEX "saved_tournament_rankings_tournament_saved_idx" ON "saved_tournament_rankings" USING btree ("tournament_id","saved_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_tournament_rankings_public_saved_idx" ON "saved_tournament_rankings" USING btree ("is_public","saved_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "teams_tournament_name_unique" ON "teams" USING btree ("tournament_id",lower("name"));--> statement-breakpoint
CREATE INDEX "teams_user_id_idx" ON "teams" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tournaments_status_start_date_idx" ON "tournaments" USING btree ("status","start_date");--> statement-breakpoint
CREATE INDEX "tournaments_created_at_idx" ON "tournaments" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "competitions_league_start_idx" ON "competitions" USING btree ("league_id","start_date");--> statement-breakpoint
CREATE INDEX "requests_user_created_idx" ON "requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_status_created_idx" ON "requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_league_id_idx" ON "requests" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "requests_competition_id_idx" ON "requests" USING btree ("competition_id");--> statement-breakpoint
CREATE INDEX "requests_tournament_id_idx" ON "requests" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "marketplace_players_status_created_idx" ON "marketplace_players" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mob_requests_player_status_amount_idx" ON "mob_requests" USING btree ("player_id","status","bid_amount_cents" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mob_requests_user_created_idx" ON "mob_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mob_requests_status_created_idx" ON "mob_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "player_ownership_user_acquired_idx" ON "player_ownership" USING btree ("user_id","acquired_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "player_ownership_player_id_idx" ON "player_ownership" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "player_ownership_bid_id_idx" ON "player_ownership" USING btree ("bid_id");--> statement-breakpoint
CREATE INDEX "global_rankings_rank_position_idx" ON "global_rankings" USING btree ("rank_position");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");