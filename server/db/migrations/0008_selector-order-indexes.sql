CREATE INDEX "candidates_user_id_first_name_last_name_id_index" ON "candidates" USING btree ("user_id","first_name","last_name","id");--> statement-breakpoint
CREATE INDEX "companies_user_id_name_id_index" ON "companies" USING btree ("user_id","name","id");--> statement-breakpoint
CREATE INDEX "job_openings_user_id_title_index" ON "job_openings" USING btree ("user_id","title");