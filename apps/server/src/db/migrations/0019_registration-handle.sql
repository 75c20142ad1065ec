-- Issue 28 point 3: a code verifies only for the browser holding the registration's secret handle.
-- Registrations waiting now get a handle when their owner signs in; the client address is no longer used.
ALTER TABLE "pending_registrations" ADD COLUMN "handle_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "pending_registrations_handle_idx" ON "pending_registrations" USING btree ("handle_hash");--> statement-breakpoint
ALTER TABLE "pending_registrations" DROP COLUMN "client";