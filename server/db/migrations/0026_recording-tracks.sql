CREATE TABLE "audio_uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"epoch" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recording_segments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"speaker" text NOT NULL,
	"start_byte" integer NOT NULL,
	"bytes" integer NOT NULL,
	"object_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recording_segments_sessionId_speaker_startByte_unique" UNIQUE("session_id","speaker","start_byte")
);
--> statement-breakpoint
CREATE TABLE "recording_tracks" (
	"session_id" uuid NOT NULL,
	"speaker" text NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"heard_to" integer DEFAULT 0 NOT NULL,
	"sealed_at" timestamp with time zone,
	"exported_at" timestamp with time zone,
	CONSTRAINT "recording_tracks_session_id_speaker_pk" PRIMARY KEY("session_id","speaker")
);
--> statement-breakpoint
ALTER TABLE "audio_uploads" ADD CONSTRAINT "audio_uploads_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_tracks" ADD CONSTRAINT "recording_tracks_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;