ALTER TABLE "measurables" ADD COLUMN "linked_rock_id" uuid;--> statement-breakpoint
ALTER TABLE "measurables" ADD COLUMN "linked_todo_id" uuid;--> statement-breakpoint
ALTER TABLE "measurables" ADD CONSTRAINT "measurables_linked_rock_id_rocks_id_fk" FOREIGN KEY ("linked_rock_id") REFERENCES "public"."rocks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurables" ADD CONSTRAINT "measurables_linked_todo_id_todos_id_fk" FOREIGN KEY ("linked_todo_id") REFERENCES "public"."todos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "measurables_linked_rock_idx" ON "measurables" USING btree ("linked_rock_id");--> statement-breakpoint
CREATE INDEX "measurables_linked_todo_idx" ON "measurables" USING btree ("linked_todo_id");--> statement-breakpoint
ALTER TABLE "measurables" ADD CONSTRAINT "measurables_one_link" CHECK ("measurables"."linked_rock_id" is null or "measurables"."linked_todo_id" is null);