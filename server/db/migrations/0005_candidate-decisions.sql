ALTER TABLE "audio_exports" ADD COLUMN "speaker" text DEFAULT 'mixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "audio_exports" ADD COLUMN "mime_type" text DEFAULT 'audio/wav' NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD COLUMN "decision_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD COLUMN "decision_draft_details" jsonb;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD COLUMN "decision_draft_at" timestamp with time zone;