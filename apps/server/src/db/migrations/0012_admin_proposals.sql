CREATE TABLE "admin_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_proposals_kind_check" CHECK ("admin_proposals"."kind" in ('settings_change', 'role_change')),
	CONSTRAINT "admin_proposals_status_check" CHECK ("admin_proposals"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "admin_proposals" ADD CONSTRAINT "admin_proposals_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_proposals" ADD CONSTRAINT "admin_proposals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_proposals_status_idx" ON "admin_proposals" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "admin_proposals_pending_role_idx" ON "admin_proposals" USING btree ("target_id") WHERE "admin_proposals"."kind" = 'role_change' and "admin_proposals"."status" = 'pending';