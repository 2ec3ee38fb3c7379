ALTER TABLE "interview_sessions" ADD COLUMN "job_title" text;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD COLUMN "job_description" text;