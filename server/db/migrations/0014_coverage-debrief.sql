CREATE TABLE "candidate_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"chunk_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	CONSTRAINT "candidate_questions_chunkId_position_unique" UNIQUE("chunk_id","position")
);
--> statement-breakpoint
CREATE TABLE "coverage_nudges" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_debriefs" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"draft" jsonb,
	"draft_at" timestamp with time zone,
	"content" text,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "agenda_items" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agenda_items" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_questions" ADD CONSTRAINT "candidate_questions_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_questions" ADD CONSTRAINT "candidate_questions_chunk_id_conversation_chunks_id_fk" FOREIGN KEY ("chunk_id") REFERENCES "public"."conversation_chunks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverage_nudges" ADD CONSTRAINT "coverage_nudges_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_debriefs" ADD CONSTRAINT "session_debriefs_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_questions_session_id_seq_index" ON "candidate_questions" USING btree ("session_id","seq");