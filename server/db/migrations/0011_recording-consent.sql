ALTER TABLE "interview_sessions" ADD COLUMN "recording_consent_by" text;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD COLUMN "recording_consent_at" timestamp with time zone;