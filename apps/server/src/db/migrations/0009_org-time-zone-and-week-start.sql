ALTER TABLE "orgs" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "orgs" ADD COLUMN "week_start" text DEFAULT 'Monday' NOT NULL;