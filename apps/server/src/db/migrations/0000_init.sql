CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"active_org_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"default_org_id" uuid,
	"nav_bar_open" boolean,
	"is_instance_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "headlines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"org_id" uuid NOT NULL,
	"title" text NOT NULL,
	"owner_person_id" uuid,
	"content_html" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"meeting_id" uuid NOT NULL,
	"status" text DEFAULT 'ToReview' NOT NULL,
	"cascaded_from_headline_id" uuid,
	CONSTRAINT "headlines_status" CHECK ("headlines"."status" in ('ToReview', 'Reviewed', 'Removed'))
);
--> statement-breakpoint
CREATE TABLE "issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"org_id" uuid NOT NULL,
	"title" text NOT NULL,
	"owner_person_id" uuid,
	"content_html" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"meeting_id" uuid,
	"status" text DEFAULT 'Open' NOT NULL,
	"solved_at" timestamp with time zone,
	"priority" integer,
	CONSTRAINT "issues_status" CHECK ("issues"."status" in ('Open', 'Solved')),
	CONSTRAINT "issues_priority" CHECK ("issues"."priority" is null or "issues"."priority" >= 1)
);
--> statement-breakpoint
CREATE TABLE "meeting_favorites" (
	"meeting_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	CONSTRAINT "meeting_favorites_meeting_id_person_id_pk" PRIMARY KEY("meeting_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_invitees" (
	"meeting_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	CONSTRAINT "meeting_invitees_meeting_id_person_id_pk" PRIMARY KEY("meeting_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"org_id" uuid NOT NULL,
	"title" text NOT NULL,
	"owner_person_id" uuid,
	"color_tag" text DEFAULT 'None' NOT NULL,
	"schedule_weekday" integer,
	"schedule_time" text,
	"schedule_time_zone" text,
	"agenda" jsonb NOT NULL,
	"is_leadership_team" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "meetings_schedule_complete" CHECK (("meetings"."schedule_weekday" is null) = ("meetings"."schedule_time" is null) and ("meetings"."schedule_time" is null) = ("meetings"."schedule_time_zone" is null)),
	CONSTRAINT "meetings_schedule_weekday" CHECK ("meetings"."schedule_weekday" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "orgs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"theme_color" text DEFAULT '#ff7900' NOT NULL,
	"owner_person_id" uuid
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"avatar_url" text,
	"role" text NOT NULL,
	"has_accepted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid,
	"actor_user_id" uuid,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"action" text NOT NULL,
	"data" jsonb,
	"is_system" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rock_meetings" (
	"rock_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	CONSTRAINT "rock_meetings_rock_id_meeting_id_pk" PRIMARY KEY("rock_id","meeting_id")
);
--> statement-breakpoint
CREATE TABLE "rocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"org_id" uuid NOT NULL,
	"title" text NOT NULL,
	"owner_person_id" uuid,
	"content_html" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"meeting_id" uuid NOT NULL,
	"delegated_from_rock_id" uuid,
	"due_date" date NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'OnTrack' NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "rocks_status" CHECK ("rocks"."status" in ('OnTrack', 'OffTrack', 'Done', 'NotDone', 'Closed', 'NonRock')),
	CONSTRAINT "rocks_type" CHECK ("rocks"."type" in ('personal', 'company', 'team', 'department'))
);
--> statement-breakpoint
CREATE TABLE "todos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"org_id" uuid NOT NULL,
	"title" text NOT NULL,
	"owner_person_id" uuid,
	"content_html" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"meeting_id" uuid,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "todos_status" CHECK ("todos"."status" in ('Pending', 'Done', 'NotDone', 'Removed'))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "headlines" ADD CONSTRAINT "headlines_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "headlines" ADD CONSTRAINT "headlines_owner_person_id_people_id_fk" FOREIGN KEY ("owner_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "headlines" ADD CONSTRAINT "headlines_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "headlines" ADD CONSTRAINT "headlines_cascaded_from_headline_id_headlines_id_fk" FOREIGN KEY ("cascaded_from_headline_id") REFERENCES "public"."headlines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_owner_person_id_people_id_fk" FOREIGN KEY ("owner_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_favorites" ADD CONSTRAINT "meeting_favorites_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_favorites" ADD CONSTRAINT "meeting_favorites_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_favorites" ADD CONSTRAINT "meeting_favorites_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_invitees" ADD CONSTRAINT "meeting_invitees_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_invitees" ADD CONSTRAINT "meeting_invitees_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_invitees" ADD CONSTRAINT "meeting_invitees_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_owner_person_id_people_id_fk" FOREIGN KEY ("owner_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rock_meetings" ADD CONSTRAINT "rock_meetings_rock_id_rocks_id_fk" FOREIGN KEY ("rock_id") REFERENCES "public"."rocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rock_meetings" ADD CONSTRAINT "rock_meetings_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rock_meetings" ADD CONSTRAINT "rock_meetings_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rocks" ADD CONSTRAINT "rocks_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rocks" ADD CONSTRAINT "rocks_owner_person_id_people_id_fk" FOREIGN KEY ("owner_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rocks" ADD CONSTRAINT "rocks_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rocks" ADD CONSTRAINT "rocks_delegated_from_rock_id_rocks_id_fk" FOREIGN KEY ("delegated_from_rock_id") REFERENCES "public"."rocks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_owner_person_id_people_id_fk" FOREIGN KEY ("owner_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "headlines_org_meeting_status_idx" ON "headlines" USING btree ("org_id","meeting_id","status") WHERE "headlines"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "headlines_org_owner_status_idx" ON "headlines" USING btree ("org_id","owner_person_id","status") WHERE "headlines"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "issues_org_meeting_status_idx" ON "issues" USING btree ("org_id","meeting_id","status") WHERE "issues"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "issues_org_owner_status_idx" ON "issues" USING btree ("org_id","owner_person_id","status") WHERE "issues"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "meeting_favorites_person_idx" ON "meeting_favorites" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "meeting_invitees_person_idx" ON "meeting_invitees" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "meetings_org_idx" ON "meetings" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_org_title_active_idx" ON "meetings" USING btree ("org_id",lower("title")) WHERE "meetings"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_org_leadership_idx" ON "meetings" USING btree ("org_id") WHERE "meetings"."is_leadership_team" and "meetings"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "people_org_email_idx" ON "people" USING btree ("org_id","email");--> statement-breakpoint
CREATE INDEX "people_user_idx" ON "people" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "events_org_idx" ON "events" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "rock_meetings_meeting_idx" ON "rock_meetings" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "rocks_org_owner_status_idx" ON "rocks" USING btree ("org_id","owner_person_id","status") WHERE "rocks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "rocks_org_due_idx" ON "rocks" USING btree ("org_id","due_date") WHERE "rocks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "rocks_delegated_from_idx" ON "rocks" USING btree ("delegated_from_rock_id");--> statement-breakpoint
CREATE INDEX "todos_org_owner_status_idx" ON "todos" USING btree ("org_id","owner_person_id","status") WHERE "todos"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "todos_org_meeting_status_idx" ON "todos" USING btree ("org_id","meeting_id","status","owner_person_id") WHERE "todos"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "todos_open_meeting_due_idx" ON "todos" USING btree ("org_id","meeting_id","due_date","created_at","id") WHERE "todos"."deleted_at" is null and "todos"."status" in ('Pending', 'NotDone');--> statement-breakpoint
CREATE INDEX "todos_org_due_idx" ON "todos" USING btree ("org_id","due_date") WHERE "todos"."deleted_at" is null;