ALTER TABLE "global_rankings" ADD COLUMN "matches_played_correction" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "global_rankings" ADD COLUMN "wins_correction" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "global_rankings" ADD COLUMN "tournaments_won_correction" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "global_rankings" ADD COLUMN "leagues_won_correction" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "global_rankings" ADD COLUMN "earnings_correction_cents" bigint DEFAULT 0 NOT NULL;