DROP INDEX "requests_user_created_idx";--> statement-breakpoint
DROP INDEX "requests_status_created_idx";--> statement-breakpoint
CREATE INDEX "requests_user_created_idx" ON "requests" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "requests_status_created_idx" ON "requests" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);