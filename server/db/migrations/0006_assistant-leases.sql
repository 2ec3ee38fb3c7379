CREATE TABLE "assistant_leases" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_leases" ADD CONSTRAINT "assistant_leases_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;