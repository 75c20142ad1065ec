-- Trigram matching for the item lists' text search (pg_trgm: a contrib module of PostgreSQL and of PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "headlines_title_trgm_idx" ON "headlines" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "issues_title_trgm_idx" ON "issues" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rocks_title_trgm_idx" ON "rocks" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "todos_title_trgm_idx" ON "todos" USING gin ("title" gin_trgm_ops);