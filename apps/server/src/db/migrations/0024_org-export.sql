CREATE TABLE "org_export_chunks" (
	"export_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "org_export_chunks_export_id_seq_pk" PRIMARY KEY("export_id","seq")
);
--> statement-breakpoint
CREATE TABLE "org_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"requested_by_user_id" uuid,
	"requested_by_person_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"size_bytes" bigint,
	"counts" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "org_exports_status" CHECK ("org_exports"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "org_exports_progress" CHECK ("org_exports"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "org_export_chunks" ADD CONSTRAINT "org_export_chunks_export_id_org_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."org_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_exports" ADD CONSTRAINT "org_exports_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_exports" ADD CONSTRAINT "org_exports_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_exports" ADD CONSTRAINT "org_exports_requested_by_person_id_people_id_fk" FOREIGN KEY ("requested_by_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "org_exports_org_idx" ON "org_exports" USING btree ("org_id","created_at");