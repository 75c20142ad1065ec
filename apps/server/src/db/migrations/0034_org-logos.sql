CREATE TABLE "org_logos" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"image_webp" "bytea" NOT NULL,
	"image_png" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orgs" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "org_logos" ADD CONSTRAINT "org_logos_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;