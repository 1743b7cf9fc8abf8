-- The user search's trigram indexes as GiST (64-byte signatures) instead of GIN: faster on names that share most
-- of their trigrams (schema/auth.ts).
DROP INDEX "users_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_email_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gist ("name" gist_trgm_ops(siglen=64));--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gist ("email" gist_trgm_ops(siglen=64));