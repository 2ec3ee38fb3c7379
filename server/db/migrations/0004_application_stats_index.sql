DROP INDEX "applications_user_id_status_index";--> statement-breakpoint
CREATE INDEX "applications_user_id_status_source_index" ON "applications" USING btree ("user_id","status","source");