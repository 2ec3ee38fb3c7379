CREATE INDEX "conversation_chunks_search" ON "conversation_chunks" USING gin (to_tsvector('english', "text"));--> statement-breakpoint
CREATE INDEX "feedback_search" ON "feedback" USING gin (to_tsvector('english', "content"));--> statement-breakpoint
CREATE INDEX "interview_sessions_decision_search" ON "interview_sessions" USING gin (to_tsvector('english', coalesce("decision", '')));--> statement-breakpoint
CREATE INDEX "scorecard_items_search" ON "scorecard_items" USING gin (to_tsvector('english', "content"));