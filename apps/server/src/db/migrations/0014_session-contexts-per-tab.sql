CREATE TABLE "session_contexts" (
	"session_id" uuid NOT NULL,
	"context_id" text NOT NULL,
	"active_org_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_contexts_session_id_context_id_pk" PRIMARY KEY("session_id","context_id")
);
--> statement-breakpoint
ALTER TABLE "session_contexts" ADD CONSTRAINT "session_contexts_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;