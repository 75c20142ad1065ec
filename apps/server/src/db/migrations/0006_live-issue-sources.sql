CREATE TABLE "live_issue_sources" (
	"issue_id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"occurrence_id" uuid,
	"source_type" text NOT NULL,
	"source_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_issue_sources_type" CHECK ("live_issue_sources"."source_type" in ('measurable', 'rock', 'headline', 'todo'))
);
--> statement-breakpoint
ALTER TABLE "live_issue_sources" ADD CONSTRAINT "live_issue_sources_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_issue_sources" ADD CONSTRAINT "live_issue_sources_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_issue_sources" ADD CONSTRAINT "live_issue_sources_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_issue_sources_source_idx" ON "live_issue_sources" USING btree ("org_id","meeting_id","source_type","source_id");