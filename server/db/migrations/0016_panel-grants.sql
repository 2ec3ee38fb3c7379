CREATE TABLE "panel_grants" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"sid" text NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "panel_grants" ADD CONSTRAINT "panel_grants_sid_sessions_sid_fk" FOREIGN KEY ("sid") REFERENCES "public"."sessions"("sid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_grants" ADD CONSTRAINT "panel_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_grants" ADD CONSTRAINT "panel_grants_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "panel_grants_sid_index" ON "panel_grants" USING btree ("sid");--> statement-breakpoint
CREATE INDEX "panel_grants_expires_at_index" ON "panel_grants" USING btree ("expires_at");