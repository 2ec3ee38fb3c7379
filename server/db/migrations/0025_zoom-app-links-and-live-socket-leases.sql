CREATE TABLE "zoom_app_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"poll_hash" text NOT NULL,
	"user_id" uuid,
	"auth_type" text,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "audio_socket_leases_user_id_expires_at_index";--> statement-breakpoint
ALTER TABLE "audio_socket_leases" ADD COLUMN "kind" text DEFAULT 'audio' NOT NULL;--> statement-breakpoint
ALTER TABLE "zoom_app_links" ADD CONSTRAINT "zoom_app_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "zoom_app_links_code_hash_index" ON "zoom_app_links" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "zoom_app_links_poll_hash_index" ON "zoom_app_links" USING btree ("poll_hash");--> statement-breakpoint
CREATE INDEX "zoom_app_links_expires_at_index" ON "zoom_app_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "audio_socket_leases_user_id_kind_expires_at_index" ON "audio_socket_leases" USING btree ("user_id","kind","expires_at");