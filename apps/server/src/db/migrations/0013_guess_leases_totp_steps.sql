CREATE TABLE "sign_in_leases" (
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"busy_until" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_leases_kind_email_pk" PRIMARY KEY("kind","email")
);
--> statement-breakpoint
CREATE TABLE "two_factor_steps" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_step" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_attempts" DROP CONSTRAINT "login_attempts_kind_check";--> statement-breakpoint
ALTER TABLE "two_factor_steps" ADD CONSTRAINT "two_factor_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_kind_check" CHECK ("login_attempts"."kind" in ('sign-in', 'two-factor', 'sign-up', 'reset'));