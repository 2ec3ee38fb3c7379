DROP INDEX "conversation_chunks_search";--> statement-breakpoint
DROP INDEX "feedback_search";--> statement-breakpoint
DROP INDEX "interview_sessions_decision_search";--> statement-breakpoint
DROP INDEX "scorecard_items_search";--> statement-breakpoint
-- Search (docs/decisions/047-search-vectors.md): each searched text is kept as a stored
-- tsvector, computed by the database in the statement that writes the row, with a GIN index on
-- it. Not declared in the Drizzle tables (server/db/schema/search-vectors.ts), so no select() or
-- returning() carries it. fastupdate off: a line's entries go into the index in its own commit,
-- with no pending list for a later commit to merge or for every search to read.
ALTER TABLE "conversation_chunks" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('english', "text")) STORED;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('english', "content")) STORED;--> statement-breakpoint
ALTER TABLE "scorecard_items" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('english', "content")) STORED;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('english', coalesce("decision", ''))) STORED;--> statement-breakpoint
CREATE INDEX "conversation_chunks_search" ON "conversation_chunks" USING gin ("search_vector") WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "feedback_search" ON "feedback" USING gin ("search_vector") WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "scorecard_items_search" ON "scorecard_items" USING gin ("search_vector") WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "interview_sessions_decision_search" ON "interview_sessions" USING gin ("search_vector") WITH (fastupdate = off);
