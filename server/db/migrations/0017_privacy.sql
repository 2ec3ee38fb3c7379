CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"candidate_id" uuid,
	"session_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erasure_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"candidate_id" uuid,
	"action" text NOT NULL,
	"session_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recordings" integer DEFAULT 0 NOT NULL,
	"held_by" text,
	"held_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "purge_runs" (
	"slot" timestamp with time zone PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "retention_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"recordings_days" integer,
	"transcripts_days" integer,
	"interviews_days" integer,
	"audit_days" integer DEFAULT 730 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_purges" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"recordings_at" timestamp with time zone,
	"transcript_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD COLUMN "decision_author" text;--> statement-breakpoint
ALTER TABLE "erasure_jobs" ADD CONSTRAINT "erasure_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_settings" ADD CONSTRAINT "retention_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_purges" ADD CONSTRAINT "session_purges_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_user_id_candidate_id_at_index" ON "audit_events" USING btree ("user_id","candidate_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_user_id_session_id_at_index" ON "audit_events" USING btree ("user_id","session_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_at_index" ON "audit_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "erasure_jobs_finished_at_index" ON "erasure_jobs" USING btree ("finished_at");