CREATE TABLE "instance_admin" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"user_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instance_admin_one_row" CHECK ("instance_admin"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "pending_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"client" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"client" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instance_admin" ADD CONSTRAINT "instance_admin_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_registrations_email_idx" ON "pending_registrations" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "verification_attempts_email_idx" ON "verification_attempts" USING btree ("email","kind","created_at");--> statement-breakpoint
-- Issue 7: the instance administrator is the first verified user (the current one if verified).
INSERT INTO "instance_admin" ("id", "user_id")
SELECT 1, "id" FROM "users" WHERE "email_verified" ORDER BY "is_instance_admin" DESC, "created_at" ASC LIMIT 1;--> statement-breakpoint
UPDATE "users" SET "is_instance_admin" = ("id" IN (SELECT "user_id" FROM "instance_admin"));--> statement-breakpoint
-- Unverified users held nothing (they could never sign in); registrations now wait in pending_registrations.
DELETE FROM "users" WHERE NOT "email_verified" AND NOT EXISTS (SELECT 1 FROM "people" WHERE "people"."user_id" = "users"."id");--> statement-breakpoint
DELETE FROM "verifications" WHERE "identifier" LIKE 'email-verification-otp-%';
