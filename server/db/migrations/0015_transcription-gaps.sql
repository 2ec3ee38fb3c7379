CREATE TABLE "transcription_gaps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"speaker" text NOT NULL,
	"start_byte" integer NOT NULL,
	"end_byte" integer NOT NULL,
	"began_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transcription_gaps_sessionId_speaker_startByte_unique" UNIQUE("session_id","speaker","start_byte")
);
--> statement-breakpoint
ALTER TABLE "transcription_gaps" ADD CONSTRAINT "transcription_gaps_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transcription_gaps_next_try_at_index" ON "transcription_gaps" USING btree ("next_try_at");