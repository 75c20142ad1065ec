CREATE TABLE "ac_collections" (
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
CREATE TABLE "ac_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"org_id" uuid NOT NULL,
	"collection_id" uuid NOT NULL,
	"title" text NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"visibility" jsonb NOT NULL,
	"next_seat_key" integer DEFAULT 1 NOT NULL,
	"created_by_person_id" uuid,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ac_seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"org_id" uuid NOT NULL,
	"revision_id" uuid NOT NULL,
	"key" integer NOT NULL,
	"title" text NOT NULL,
	"parent_id" uuid,
	"is_root" boolean DEFAULT false NOT NULL,
	"is_assistant" boolean DEFAULT false NOT NULL,
	"assigned_to_person_id" uuid,
	"placeholder_name" text,
	"roles" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ac_collections" ADD CONSTRAINT "ac_collections_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ac_collections" ADD CONSTRAINT "ac_collections_created_by_person_id_people_id_fk" FOREIGN KEY ("created_by_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ac_revisions" ADD CONSTRAINT "ac_revisions_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ac_revisions" ADD CONSTRAINT "ac_revisions_collection_id_ac_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."ac_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ac_revisions" ADD CONSTRAINT "ac_revisions_created_by_person_id_people_id_fk" FOREIGN KEY ("created_by_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ac_seats" ADD CONSTRAINT "ac_seats_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ac_seats" ADD CONSTRAINT "ac_seats_revision_id_ac_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."ac_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ac_seats" ADD CONSTRAINT "ac_seats_assigned_to_person_id_people_id_fk" FOREIGN KEY ("assigned_to_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ac_collections_org_title_idx" ON "ac_collections" USING btree ("org_id",lower(trim("title")));--> statement-breakpoint
CREATE UNIQUE INDEX "ac_collections_org_company_idx" ON "ac_collections" USING btree ("org_id") WHERE "ac_collections"."is_company_folder";--> statement-breakpoint
CREATE INDEX "ac_revisions_org_collection_idx" ON "ac_revisions" USING btree ("org_id","collection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ac_revisions_collection_title_idx" ON "ac_revisions" USING btree ("collection_id",lower(trim("title"))) WHERE "ac_revisions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "ac_seats_revision_idx" ON "ac_seats" USING btree ("revision_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ac_seats_revision_key_idx" ON "ac_seats" USING btree ("revision_id","key");