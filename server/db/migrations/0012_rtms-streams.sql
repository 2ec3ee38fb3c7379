CREATE TABLE "rtms_pending_webhooks" (
	"stream_id" text PRIMARY KEY NOT NULL,
	"meeting_uuid" text NOT NULL,
	"meeting_id" text,
	"server_urls" text NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rtms_streams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"meeting_uuid" text NOT NULL,
	"stream_id" text,
	"state" text NOT NULL,
	"instance" text,
	"participants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stop_reason" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "rtms_streams" ADD CONSTRAINT "rtms_streams_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rtms_streams" ADD CONSTRAINT "rtms_streams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rtms_pending_webhooks_meeting_uuid_index" ON "rtms_pending_webhooks" USING btree ("meeting_uuid");--> statement-breakpoint
CREATE INDEX "rtms_pending_webhooks_expires_at_index" ON "rtms_pending_webhooks" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rtms_streams_live_session" ON "rtms_streams" USING btree ("session_id") WHERE state <> 'stopped';--> statement-breakpoint
CREATE UNIQUE INDEX "rtms_streams_live_stream" ON "rtms_streams" USING btree ("stream_id") WHERE state <> 'stopped';--> statement-breakpoint
CREATE INDEX "rtms_streams_session_id_started_at_index" ON "rtms_streams" USING btree ("session_id","started_at");--> statement-breakpoint
CREATE INDEX "rtms_streams_meeting_uuid_started_at_index" ON "rtms_streams" USING btree ("meeting_uuid","started_at");--> statement-breakpoint
CREATE INDEX "rtms_streams_user_id_state_index" ON "rtms_streams" USING btree ("user_id","state");