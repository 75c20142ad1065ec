ALTER TABLE "orgs" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "orgs" ADD COLUMN "phone" text;