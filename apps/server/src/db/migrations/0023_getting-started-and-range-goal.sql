ALTER TABLE "people" ADD COLUMN "getting_started_dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "measurable_goals" ADD COLUMN "goal_value_max" double precision;