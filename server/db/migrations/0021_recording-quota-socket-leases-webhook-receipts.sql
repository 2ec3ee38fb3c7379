CREATE TABLE "audio_socket_leases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"instance" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recording_usage" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zoom_webhook_receipts" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audio_socket_leases" ADD CONSTRAINT "audio_socket_leases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_usage" ADD CONSTRAINT "recording_usage_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_usage" ADD CONSTRAINT "recording_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audio_socket_leases_user_id_expires_at_index" ON "audio_socket_leases" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "audio_socket_leases_instance_index" ON "audio_socket_leases" USING btree ("instance");--> statement-breakpoint
CREATE INDEX "recording_usage_user_id_index" ON "recording_usage" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "zoom_webhook_receipts_expires_at_index" ON "zoom_webhook_receipts" USING btree ("expires_at");--> statement-breakpoint
-- Recordings already stored count against their owners' quota from the start.
INSERT INTO "recording_usage" ("session_id", "user_id", "bytes")
SELECT "audio_exports"."session_id", "interview_sessions"."user_id", sum(coalesce("audio_exports"."file_size", 0))
FROM "audio_exports" JOIN "interview_sessions" ON "interview_sessions"."id" = "audio_exports"."session_id"
GROUP BY "audio_exports"."session_id", "interview_sessions"."user_id";
