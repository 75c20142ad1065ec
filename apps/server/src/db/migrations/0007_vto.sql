CREATE TABLE "vto_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"org_id" uuid NOT NULL,
	"title" text NOT NULL,
	"is_company_folder" boolean DEFAULT false NOT NULL,
	"created_by_person_id" uuid
);
--> statement-breakpoint
CREATE TABLE "vto_long_term_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"org_id" uuid NOT NULL,
	"revision_id" uuid NOT NULL,
	"title" text NOT NULL,
	"owner_person_id" uuid,
	"content_html" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vto_quarterly_rocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"org_id" uuid NOT NULL,
	"revision_id" uuid NOT NULL,
	"rock_id" uuid NOT NULL,
	"actual" jsonb
);
--> statement-breakpoint
CREATE TABLE "vto_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"org_id" uuid NOT NULL,
	"collection_id" uuid NOT NULL,
	"title" text NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"is_traction_lt_only" boolean DEFAULT false NOT NULL,
	"created_by_person_id" uuid,
	"updated_by_person_id" uuid,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vto_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"org_id" uuid NOT NULL,
	"revision_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vto_collections" ADD CONSTRAINT "vto_collections_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vto_collections" ADD CONSTRAINT "vto_collections_created_by_person_id_people_id_fk" FOREIGN KEY ("created_by_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vto_long_term_issues" ADD CONSTRAINT "vto_long_term_issues_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vto_long_term_issues" ADD CONSTRAINT "vto_long_term_issues_revision_id_vto_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."vto_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vto_long_term_issues" ADD CONSTRAINT "vto_long_term_issues_owner_person_id_people_id_fk" FOREIGN KEY ("owner_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vto_quarterly_rocks" ADD CONSTRAINT "vto_quarterly_rocks_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vto_quarterly_rocks" ADD CONSTRAINT "vto_quarterly_rocks_revision_id_vto_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."vto_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vto_quarterly_rocks" ADD CONSTRAINT "vto_quarterly_rocks_rock_id_rocks_id_fk" FOREIGN KEY ("rock_id") REFERENCES "public"."rocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vto_revisions" ADD CONSTRAINT "vto_revisions_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vto_revisions" ADD CONSTRAINT "vto_revisions_collection_id_vto_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."vto_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vto_revisions" ADD CONSTRAINT "vto_revisions_created_by_person_id_people_id_fk" FOREIGN KEY ("created_by_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vto_revisions" ADD CONSTRAINT "vto_revisions_updated_by_person_id_people_id_fk" FOREIGN KEY ("updated_by_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vto_sections" ADD CONSTRAINT "vto_sections_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vto_sections" ADD CONSTRAINT "vto_sections_revision_id_vto_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."vto_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vto_collections_org_title_idx" ON "vto_collections" USING btree ("org_id",lower(trim("title")));--> statement-breakpoint
CREATE UNIQUE INDEX "vto_collections_org_company_idx" ON "vto_collections" USING btree ("org_id") WHERE "vto_collections"."is_company_folder";--> statement-breakpoint
CREATE INDEX "vto_long_term_issues_revision_idx" ON "vto_long_term_issues" USING btree ("revision_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vto_quarterly_rocks_revision_rock_idx" ON "vto_quarterly_rocks" USING btree ("revision_id","rock_id");--> statement-breakpoint
CREATE INDEX "vto_revisions_org_collection_idx" ON "vto_revisions" USING btree ("org_id","collection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vto_revisions_collection_title_idx" ON "vto_revisions" USING btree ("collection_id",lower(trim("title"))) WHERE "vto_revisions"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "vto_sections_revision_kind_idx" ON "vto_sections" USING btree ("revision_id","kind");