CREATE TABLE "agenda_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"parent_item_id" text,
	"title" text NOT NULL,
	"description" text,
	"duration" integer DEFAULT 15 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"item_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agenda_items_sessionId_itemId_unique" UNIQUE("session_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "ai_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'suggested' NOT NULL,
	"status_changed_at" timestamp with time zone,
	"dismissal_reason" text,
	"agenda_item_id" text,
	"tags" jsonb,
	"confidence" real
);
--> statement-breakpoint
CREATE TABLE "audio_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"participant_id" text NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"file_size" integer,
	"duration" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_chunks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"client_chunk_id" text NOT NULL,
	"sentence_id" text,
	"text" text NOT NULL,
	"speaker" text DEFAULT 'candidate' NOT NULL,
	"speaker_name" text,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"processed" boolean DEFAULT false NOT NULL,
	"audio_url" text,
	"processing_attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversation_chunks_sessionId_seq_unique" UNIQUE("session_id","seq"),
	CONSTRAINT "conversation_chunks_sessionId_clientChunkId_unique" UNIQUE("session_id","client_chunk_id")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"content" text NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed" boolean DEFAULT false NOT NULL,
	"dismissed_at" timestamp with time zone,
	"tags" jsonb
);
--> statement-breakpoint
CREATE TABLE "interview_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text,
	"candidate_id" uuid,
	"application_id" uuid,
	"interview_template_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	"video_provider" text,
	"meeting_url" text,
	"meeting_id" text,
	"zoom_meeting_id" text,
	"zoom_meeting_uuid" text,
	"provider_data" jsonb,
	"progress_percentage" integer DEFAULT 0 NOT NULL,
	"participant_mappings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"audio_source_mappings" jsonb DEFAULT '{"mic":"interviewer","speaker":"candidate"}'::jsonb NOT NULL,
	"ai_model" text DEFAULT 'offline' NOT NULL,
	"scorecard_id" uuid,
	"agenda_id" uuid,
	"decision" text,
	"decision_draft" text,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorecard_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"parent_item_id" text,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"item_order" integer DEFAULT 0 NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorecard_items_sessionId_itemId_unique" UNIQUE("session_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "zoom_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"expires_at" timestamp with time zone,
	"scope" text,
	"token_type" text DEFAULT 'Bearer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zoom_tokens_userId_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"job_opening_id" uuid NOT NULL,
	"application_date" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"source" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"location" text,
	"linkedin_url" text,
	"current_company" text,
	"current_title" text,
	"experience_level" text,
	"summary" text,
	"resume_text" text,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"education" text,
	"work_experience" text,
	"portfolio_url" text,
	"file_attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"website" text,
	"industry" text,
	"contact_email" text,
	"contact_phone" text,
	"address" text,
	"location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_openings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"requirements" text,
	"location" text,
	"salary_range" text,
	"employment_type" text,
	"due_date" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agenda_template_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"parent_item_id" text,
	"content" text DEFAULT '' NOT NULL,
	"item_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agenda_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"content" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"generation_prompt" text,
	"job_description" text,
	"existing_scorecard_ref" text,
	"selected_scorecard_id" uuid,
	"time_range_min" integer DEFAULT 30 NOT NULL,
	"time_range_max" integer DEFAULT 60 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"rubrik" text,
	"scorecard_id" uuid NOT NULL,
	"agenda_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sample_feedbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"category" text DEFAULT 'general' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorecard_template_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"parent_item_id" text,
	"content" text DEFAULT '' NOT NULL,
	"item_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorecard_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"content" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"generation_prompt" text,
	"job_description" text,
	"existing_scorecard_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutorials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"object_key" text NOT NULL,
	"duration" integer,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL,
	"user_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text,
	"google_id" text,
	"access_token" text,
	"refresh_token" text,
	"token_expires_at" timestamp with time zone,
	"scopes" jsonb,
	"hashed_password" text,
	"auth_type" text DEFAULT 'google' NOT NULL,
	"email" text,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_googleId_unique" UNIQUE("google_id"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "agenda_items" ADD CONSTRAINT "agenda_items_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_suggestions" ADD CONSTRAINT "ai_suggestions_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_exports" ADD CONSTRAINT "audio_exports_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_chunks" ADD CONSTRAINT "conversation_chunks_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD CONSTRAINT "interview_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD CONSTRAINT "interview_sessions_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD CONSTRAINT "interview_sessions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD CONSTRAINT "interview_sessions_interview_template_id_interview_templates_id_fk" FOREIGN KEY ("interview_template_id") REFERENCES "public"."interview_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD CONSTRAINT "interview_sessions_scorecard_id_scorecard_templates_id_fk" FOREIGN KEY ("scorecard_id") REFERENCES "public"."scorecard_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD CONSTRAINT "interview_sessions_agenda_id_agenda_templates_id_fk" FOREIGN KEY ("agenda_id") REFERENCES "public"."agenda_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_items" ADD CONSTRAINT "scorecard_items_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zoom_tokens" ADD CONSTRAINT "zoom_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_opening_id_job_openings_id_fk" FOREIGN KEY ("job_opening_id") REFERENCES "public"."job_openings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_template_items" ADD CONSTRAINT "agenda_template_items_template_id_agenda_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."agenda_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_templates" ADD CONSTRAINT "agenda_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_templates" ADD CONSTRAINT "agenda_templates_selected_scorecard_id_scorecard_templates_id_fk" FOREIGN KEY ("selected_scorecard_id") REFERENCES "public"."scorecard_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_templates" ADD CONSTRAINT "interview_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_templates" ADD CONSTRAINT "interview_templates_scorecard_id_scorecard_templates_id_fk" FOREIGN KEY ("scorecard_id") REFERENCES "public"."scorecard_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_templates" ADD CONSTRAINT "interview_templates_agenda_id_agenda_templates_id_fk" FOREIGN KEY ("agenda_id") REFERENCES "public"."agenda_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_feedbacks" ADD CONSTRAINT "sample_feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_template_items" ADD CONSTRAINT "scorecard_template_items_template_id_scorecard_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."scorecard_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_templates" ADD CONSTRAINT "scorecard_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agenda_items_session_id_item_order_index" ON "agenda_items" USING btree ("session_id","item_order");--> statement-breakpoint
CREATE INDEX "ai_suggestions_session_id_timestamp_index" ON "ai_suggestions" USING btree ("session_id","timestamp");--> statement-breakpoint
CREATE INDEX "audio_exports_session_id_index" ON "audio_exports" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "feedback_session_id_timestamp_index" ON "feedback" USING btree ("session_id","timestamp");--> statement-breakpoint
CREATE INDEX "interview_sessions_user_id_start_time_index" ON "interview_sessions" USING btree ("user_id","start_time");--> statement-breakpoint
CREATE INDEX "interview_sessions_candidate_id_index" ON "interview_sessions" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "interview_sessions_application_id_index" ON "interview_sessions" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "interview_sessions_meeting_id_index" ON "interview_sessions" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "interview_sessions_zoom_meeting_id_index" ON "interview_sessions" USING btree ("zoom_meeting_id");--> statement-breakpoint
CREATE INDEX "scorecard_items_session_id_item_order_index" ON "scorecard_items" USING btree ("session_id","item_order");--> statement-breakpoint
CREATE INDEX "applications_user_id_created_at_index" ON "applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_candidate_id_index" ON "applications" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "applications_job_opening_id_index" ON "applications" USING btree ("job_opening_id");--> statement-breakpoint
CREATE INDEX "candidates_user_id_created_at_index" ON "candidates" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "companies_user_id_created_at_index" ON "companies" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "job_openings_user_id_created_at_index" ON "job_openings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "job_openings_company_id_index" ON "job_openings" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "agenda_template_items_template_id_item_order_index" ON "agenda_template_items" USING btree ("template_id","item_order");--> statement-breakpoint
CREATE INDEX "agenda_templates_user_id_created_at_index" ON "agenda_templates" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "interview_templates_user_id_created_at_index" ON "interview_templates" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sample_feedbacks_user_id_created_at_index" ON "sample_feedbacks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "scorecard_template_items_template_id_item_order_index" ON "scorecard_template_items" USING btree ("template_id","item_order");--> statement-breakpoint
CREATE INDEX "scorecard_templates_user_id_created_at_index" ON "scorecard_templates" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_expire_index" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "sessions" USING btree ("user_id");