CREATE TABLE "recording_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"notice" text,
	"confirmed_by" text NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recording_cuts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recording_consents" ADD CONSTRAINT "recording_consents_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_cuts" ADD CONSTRAINT "recording_cuts_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recording_consents_session_id_confirmed_at_index" ON "recording_consents" USING btree ("session_id","confirmed_at");--> statement-breakpoint
CREATE INDEX "recording_cuts_session_id_to_at_index" ON "recording_cuts" USING btree ("session_id","to_at");--> statement-breakpoint
INSERT INTO "recording_consents" ("session_id", "notice", "confirmed_by", "confirmed_at")
SELECT "id", NULL, "recording_consent_by", "recording_consent_at" FROM "interview_sessions"
WHERE "recording_consent_at" IS NOT NULL AND "recording_consent_by" IS NOT NULL;
