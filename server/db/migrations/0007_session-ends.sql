-- Every end of a live session and every change to a user is announced on the channel
-- interview_hub_sessions, so that instances keeping resolved sessions in memory drop them
-- (docs/decisions/019-sign-ins-kept-in-memory.md). Triggers miss no path: a sign-out, a password
-- change, a user deleted by the `user` command (the cascade deletes their sessions), an operator's
-- SQL. Expired sessions are never served from memory, so purging them announces nothing.
CREATE FUNCTION "interview_hub_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('interview_hub_sessions', 's:' || OLD."sid");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_announce_end" AFTER DELETE ON "sessions"
  FOR EACH ROW WHEN (OLD."expire" > now()) EXECUTE FUNCTION "interview_hub_session_ended"();--> statement-breakpoint
CREATE FUNCTION "interview_hub_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('interview_hub_sessions', 'u:' || OLD."id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_announce_change" AFTER UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "interview_hub_user_changed"();
