ALTER TABLE "mob_requests" ADD COLUMN "end_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_ownership" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mob_requests_status_expires_idx" ON "mob_requests" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "player_ownership_status_expires_idx" ON "player_ownership" USING btree ("status","expires_at");