CREATE TABLE "measurable_goals" (
	"measurable_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"from_period" date NOT NULL,
	"goal_value" double precision NOT NULL,
	"comparison" text NOT NULL,
	CONSTRAINT "measurable_goals_measurable_id_from_period_pk" PRIMARY KEY("measurable_id","from_period")
);
--> statement-breakpoint
CREATE TABLE "measurable_meetings" (
	"measurable_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "measurable_meetings_measurable_id_meeting_id_pk" PRIMARY KEY("measurable_id","meeting_id")
);
--> statement-breakpoint
CREATE TABLE "measurables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"org_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"title" text NOT NULL,
	"owner_person_id" uuid,
	"editor_person_id" uuid,
	"comparison" text NOT NULL,
	"unit_of_measure" text NOT NULL,
	"value_scale" text NOT NULL,
	"decimal_places" integer NOT NULL,
	"interval" text NOT NULL,
	"formula" text,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "measurables_decimal_places" CHECK ("measurables"."decimal_places" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "measured_values" (
	"measurable_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"interval_id" date NOT NULL,
	"value" double precision,
	"note" text DEFAULT '' NOT NULL,
	"is_entered" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_person_id" uuid,
	CONSTRAINT "measured_values_measurable_id_interval_id_pk" PRIMARY KEY("measurable_id","interval_id")
);
--> statement-breakpoint
CREATE TABLE "scorecard_preferences" (
	"person_id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"reverse_scorecard" boolean DEFAULT false NOT NULL,
	"show_average" boolean DEFAULT true NOT NULL,
	"show_total" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "scorecard_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "measurable_goals" ADD CONSTRAINT "measurable_goals_measurable_id_measurables_id_fk" FOREIGN KEY ("measurable_id") REFERENCES "public"."measurables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurable_goals" ADD CONSTRAINT "measurable_goals_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurable_meetings" ADD CONSTRAINT "measurable_meetings_measurable_id_measurables_id_fk" FOREIGN KEY ("measurable_id") REFERENCES "public"."measurables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurable_meetings" ADD CONSTRAINT "measurable_meetings_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurable_meetings" ADD CONSTRAINT "measurable_meetings_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurables" ADD CONSTRAINT "measurables_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurables" ADD CONSTRAINT "measurables_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurables" ADD CONSTRAINT "measurables_owner_person_id_people_id_fk" FOREIGN KEY ("owner_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurables" ADD CONSTRAINT "measurables_editor_person_id_people_id_fk" FOREIGN KEY ("editor_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measured_values" ADD CONSTRAINT "measured_values_measurable_id_measurables_id_fk" FOREIGN KEY ("measurable_id") REFERENCES "public"."measurables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measured_values" ADD CONSTRAINT "measured_values_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measured_values" ADD CONSTRAINT "measured_values_updated_by_person_id_people_id_fk" FOREIGN KEY ("updated_by_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_preferences" ADD CONSTRAINT "scorecard_preferences_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_preferences" ADD CONSTRAINT "scorecard_preferences_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "measurable_meetings_meeting_idx" ON "measurable_meetings" USING btree ("meeting_id","sort_order");--> statement-breakpoint
CREATE INDEX "measurables_org_meeting_idx" ON "measurables" USING btree ("org_id","meeting_id");--> statement-breakpoint
CREATE INDEX "measurables_owner_idx" ON "measurables" USING btree ("owner_person_id");--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_scorecard_idx" UNIQUE("scorecard_id");