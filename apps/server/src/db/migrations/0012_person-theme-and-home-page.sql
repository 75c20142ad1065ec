ALTER TABLE "people" ADD COLUMN "theme" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "home_page" smallint DEFAULT 1 NOT NULL;