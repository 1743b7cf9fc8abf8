-- ILIKE %x% search on users.name and users.email through trigram indexes (bundled with PostgreSQL and PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "user_verifications_created_at_idx";--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
DROP INDEX "wallet_adjustment_proposals_status_idx";--> statement-breakpoint
DROP INDEX "wallet_entries_user_created_idx";--> statement-breakpoint
DROP INDEX "wallet_transactions_user_created_idx";--> statement-breakpoint
DROP INDEX "wallet_transactions_status_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "notifications_created_at_idx";--> statement-breakpoint
DROP INDEX "leagues_created_at_idx";--> statement-breakpoint
DROP INDEX "saved_league_rankings_league_saved_idx";--> statement-breakpoint
DROP INDEX "saved_league_rankings_public_saved_idx";--> statement-breakpoint
DROP INDEX "saved_tournament_rankings_tournament_saved_idx";--> statement-breakpoint
DROP INDEX "saved_tournament_rankings_public_saved_idx";--> statement-breakpoint
DROP INDEX "tournaments_created_at_idx";--> statement-breakpoint
DROP INDEX "requests_user_created_idx";--> statement-breakpoint
DROP INDEX "requests_status_created_idx";--> statement-breakpoint
DROP INDEX "marketplace_players_status_created_idx";--> statement-breakpoint
DROP INDEX "mob_requests_player_status_amount_idx";--> statement-breakpoint
DROP INDEX "mob_requests_user_created_idx";--> statement-breakpoint
DROP INDEX "mob_requests_status_created_idx";--> statement-breakpoint
DROP INDEX "player_ownership_user_acquired_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_actor_created_idx";--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wallet_transactions_created_idx" ON "wallet_transactions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_verifications_updated_at_idx" ON "user_verifications" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wallet_adjustment_proposals_status_idx" ON "wallet_adjustment_proposals" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wallet_entries_user_created_idx" ON "wallet_entries" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_created_idx" ON "wallet_transactions" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wallet_transactions_status_created_idx" ON "wallet_transactions" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leagues_created_at_idx" ON "leagues" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_league_rankings_league_saved_idx" ON "saved_league_rankings" USING btree ("league_id","saved_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_league_rankings_public_saved_idx" ON "saved_league_rankings" USING btree ("is_public","saved_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_tournament_rankings_tournament_saved_idx" ON "saved_tournament_rankings" USING btree ("tournament_id","saved_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_tournament_rankings_public_saved_idx" ON "saved_tournament_rankings" USING btree ("is_public","saved_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tournaments_created_at_idx" ON "tournaments" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "requests_user_created_idx" ON "requests" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "requests_status_created_idx" ON "requests" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "marketplace_players_status_created_idx" ON "marketplace_players" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mob_requests_player_status_amount_idx" ON "mob_requests" USING btree ("player_id","status","bid_amount_cents" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mob_requests_user_created_idx" ON "mob_requests" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mob_requests_status_created_idx" ON "mob_requests" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "player_ownership_user_acquired_idx" ON "player_ownership" USING btree ("user_id","acquired_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS FIRST);