CREATE TABLE "usage_active_days" (
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "usage_active_days_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
CREATE TABLE "usage_page_views" (
	"day" date NOT NULL,
	"area" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_page_views_day_area_pk" PRIMARY KEY("day","area")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_usage_opted_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "usage_active_days" ADD CONSTRAINT "usage_active_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;