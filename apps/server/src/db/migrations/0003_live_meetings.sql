CREATE TABLE "live_meeting_attendees" (
	"live_meeting_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"presence" text DEFAULT 'Online' NOT NULL,
	"segue_status" text DEFAULT 'Waiting' NOT NULL,
	"rating" integer,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_meeting_attendees_live_meeting_id_person_id_pk" PRIMARY KEY("live_meeting_id","person_id"),
	CONSTRAINT "live_meeting_attendees_rating" CHECK ("live_meeting_attendees"."rating" is null or "live_meeting_attendees"."rating" between 1 and 10),
	CONSTRAINT "live_meeting_attendees_presence" CHECK ("live_meeting_attendees"."presence" in ('Online', 'InRoom', 'Away'))
);
--> statement-breakpoint
CREATE TABLE "live_meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"org_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"occurrence_id" uuid,
	"status" text DEFAULT 'NotStarted' NOT NULL,
	"scribe_person_id" uuid,
	"agenda_name" text NOT NULL,
	"agenda" jsonb NOT NULL,
	"agenda_index" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"paused_ms" integer DEFAULT 0 NOT NULL,
	"selected_attendee_id" uuid,
	"focus_index" integer DEFAULT -1 NOT NULL,
	"prev_focus_index" integer DEFAULT -1 NOT NULL,
	"ids_status" text DEFAULT 'Prioritizing' NOT NULL,
	"focus_issue_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discussed_issue_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"solved_issue_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reviewed_headline_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"completed_todo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"added_todo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"issue_count" integer DEFAULT 0 NOT NULL,
	"send_recap_email" boolean DEFAULT true NOT NULL,
	"clear_meeting_items" boolean DEFAULT false NOT NULL,
	CONSTRAINT "live_meetings_paused_ms" CHECK ("live_meetings"."paused_ms" >= 0),
	CONSTRAINT "live_meetings_status" CHECK ("live_meetings"."status" in ('NotStarted', 'Running')),
	CONSTRAINT "live_meetings_ids_status" CHECK ("live_meetings"."ids_status" in ('Prioritizing', 'Complete'))
);
--> statement-breakpoint
CREATE TABLE "meeting_checklists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"org_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_occurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"org_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"duration_ms" integer,
	"average_rating" real,
	"summary" jsonb,
	CONSTRAINT "meeting_occurrences_duration" CHECK ("meeting_occurrences"."duration_ms" is null or "meeting_occurrences"."duration_ms" >= 0)
);
--> statement-breakpoint
ALTER TABLE "live_meeting_attendees" ADD CONSTRAINT "live_meeting_attendees_live_meeting_id_live_meetings_id_fk" FOREIGN KEY ("live_meeting_id") REFERENCES "public"."live_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_meeting_attendees" ADD CONSTRAINT "live_meeting_attendees_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_meeting_attendees" ADD CONSTRAINT "live_meeting_attendees_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_meetings" ADD CONSTRAINT "live_meetings_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_meetings" ADD CONSTRAINT "live_meetings_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_meetings" ADD CONSTRAINT "live_meetings_occurrence_id_meeting_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."meeting_occurrences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_meetings" ADD CONSTRAINT "live_meetings_scribe_person_id_people_id_fk" FOREIGN KEY ("scribe_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_checklists" ADD CONSTRAINT "meeting_checklists_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_checklists" ADD CONSTRAINT "meeting_checklists_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_occurrences" ADD CONSTRAINT "meeting_occurrences_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_occurrences" ADD CONSTRAINT "meeting_occurrences_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_meetings_meeting_idx" ON "live_meetings" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "live_meetings_org_idx" ON "live_meetings" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_checklists_meeting_idx" ON "meeting_checklists" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_occurrences_org_meeting_started_idx" ON "meeting_occurrences" USING btree ("org_id","meeting_id","started_at");