-- Trigram indexes for the lists' contains-search (docs/decisions/009-lists-at-scale.md). pg_trgm is a
-- trusted extension on PostgreSQL 13+ and bundled with PGlite (loaded in server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "applications_user_id_status_index" ON "applications" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "candidates_search_index" ON "candidates" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops,"email" gin_trgm_ops,"current_company" gin_trgm_ops,"current_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_search_index" ON "companies" USING gin ("name" gin_trgm_ops,"industry" gin_trgm_ops,"contact_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_openings_user_id_status_index" ON "job_openings" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "job_openings_search_index" ON "job_openings" USING gin ("title" gin_trgm_ops,"location" gin_trgm_ops,"description" gin_trgm_ops);