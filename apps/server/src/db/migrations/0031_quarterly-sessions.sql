CREATE TABLE "quarterly_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"org_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"quarter" text NOT NULL,
	"next_quarter" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_by_person_id" uuid,
	"ended_at" timestamp with time zone,
	"result" jsonb,
	CONSTRAINT "quarterly_sessions_quarter" CHECK ("quarterly_sessions"."quarter" ~ '^[0-9]{4}-Q[1-4]$' and "quarterly_sessions"."next_quarter" ~ '^[0-9]{4}-Q[1-4]$'),
	CONSTRAINT "quarterly_sessions_result" CHECK (("quarterly_sessions"."ended_at" is null) = ("quarterly_sessions"."result" is null))
);
--> statement-breakpoint
ALTER TABLE "quarterly_sessions" ADD CONSTRAINT "quarterly_sessions_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quarterly_sessions" ADD CONSTRAINT "quarterly_sessions_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quarterly_sessions" ADD CONSTRAINT "quarterly_sessions_started_by_person_id_people_id_fk" FOREIGN KEY ("started_by_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quarterly_sessions_org_meeting_started_idx" ON "quarterly_sessions" USING btree ("org_id","meeting_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quarterly_sessions_open_idx" ON "quarterly_sessions" USING btree ("meeting_id") WHERE "quarterly_sessions"."ended_at" is null;